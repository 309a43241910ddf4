import { lazy } from 'react';

// Opened from the header's menus: their forms load on first use, not with the board.
export const BoardDialog = lazy(() =>
  import('./board-dialog').then((m) => ({ default: m.BoardDialog })),
);
export const CreateWorkspaceDialog = lazy(() =>
  import('./create-workspace-dialog').then((m) => ({ default: m.CreateWorkspaceDialog })),
);
export const WorkspaceSettingsDialog = lazy(() =>
  import('./workspace-settings-dialog').then((m) => ({ default: m.WorkspaceSettingsDialog })),
);
export const HolidaysDialog = lazy(() =>
  import('./holidays-dialog').then((m) => ({ default: m.HolidaysDialog })),
);
export const ArchiveBoardDialog = lazy(() =>
  import('./archive-board-dialog').then((m) => ({ default: m.ArchiveBoardDialog })),
);
export const ArchivedBoardsDialog = lazy(() =>
  import('./archived-boards-dialog').then((m) => ({ default: m.ArchivedBoardsDialog })),
);
