import { can, type WorkspaceSummary } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { logout } from '../../../lib/session';
import { workspaceQueryOptions } from '../api/get-workspace';
import { useWorkspaces } from '../api/get-workspaces';
import { useUpdateWorkspaceTheme } from '../api/update-workspace-theme';
import { useWorkspaceTheme } from '../hooks/use-workspace-theme';
import {
  CreateWorkspaceDialog,
  HolidaysDialog,
  WorkspaceSettingsDialog,
} from './workspace-dialogs';
import { WorkspaceMenu } from './workspace-menu';

type Dialog = 'create' | 'settings' | 'invite' | 'holidays' | 'import';

/** A dialog of another feature about the current workspace, composed by the route. */
type RenderWorkspaceDialog = (props: {
  workspace: WorkspaceSummary;
  onClose: () => void;
}) => ReactNode;

export interface WorkspaceControlsProps {
  /** The workspace on screen; by default the user's first one (the one `/board` opens). */
  currentWorkspaceId?: string | undefined;
  /** The invite dialog (another feature's), composed by the route; enables 'Convidar pessoas'. */
  renderInviteDialog?: RenderWorkspaceDialog | undefined;
  /** The Trello import dialog (another feature's); enables 'Importar do Trello'. */
  renderImportDialog?: RenderWorkspaceDialog | undefined;
}

/**
 * The header's workspace menu and settings gear, with the dialogs they open, and the workspace's
 * theme on screen. Choosing another workspace goes to `/board` with it, which opens its first
 * board (or says it has none).
 */
export function WorkspaceControls({
  currentWorkspaceId,
  renderInviteDialog,
  renderImportDialog,
}: WorkspaceControlsProps) {
  const navigate = useNavigate();
  const workspaces = useWorkspaces().data ?? [];
  const current = currentWorkspaceId
    ? workspaces.find((workspace) => workspace.id === currentWorkspaceId)
    : workspaces[0];
  // The open board's workspace, when the route has loaded it, is the fresher of the two (it is
  // revalidated while the board is open); read from the cache only, never fetched from here.
  const detail = useQuery({ ...workspaceQueryOptions(current?.id ?? ''), enabled: false }).data;
  const theme = detail?.theme ?? current?.theme;
  useWorkspaceTheme(theme);
  const changeTheme = useUpdateWorkspaceTheme(current?.id ?? '');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // A menu item opens its dialog once the menu has closed and handed the focus back.
  const openFromMenu = (next: Dialog) => window.setTimeout(() => setDialog(next), 0);

  async function afterDeleted(deletedId: string) {
    setDialog(null);
    if (workspaces.every((workspace) => workspace.id === deletedId)) {
      // Spec §2: deleting the last workspace ends at /login.
      await logout();
      await navigate(paths.login(), { replace: true });
      return;
    }
    await navigate(paths.board(), { replace: true });
  }

  return (
    <>
      <WorkspaceMenu
        current={current}
        workspaces={workspaces}
        onSwitch={(workspaceId) => void navigate(paths.board(), { state: { workspaceId } })}
        onCreate={() => openFromMenu('create')}
        onSettings={() => openFromMenu('settings')}
        onHolidays={() => openFromMenu('holidays')}
        onInvite={renderInviteDialog && (() => openFromMenu('invite'))}
        onImport={renderImportDialog && (() => openFromMenu('import'))}
        theme={theme}
        onThemeChange={current && ((next) => changeTheme.mutate(next))}
      />
      {can(current?.role, 'workspace:update') && (
        <button
          type="button"
          onClick={() => setDialog('settings')}
          aria-label="Configurações do workspace"
          title="Configurações do workspace"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Settings className="size-5" aria-hidden="true" />
        </button>
      )}
      <Suspense fallback={null}>
        {dialog === 'create' && <CreateWorkspaceDialog onClose={close} />}
        {dialog === 'invite' &&
          current &&
          renderInviteDialog?.({ workspace: current, onClose: close })}
        {dialog === 'import' &&
          current &&
          renderImportDialog?.({ workspace: current, onClose: close })}
        {dialog === 'settings' && current && (
          <WorkspaceSettingsDialog
            workspace={current}
            onClose={close}
            onDeleted={() => afterDeleted(current.id)}
            onOpenHolidays={() => setDialog('holidays')}
          />
        )}
        {dialog === 'holidays' && current && <HolidaysDialog workspace={current} onClose={close} />}
      </Suspense>
    </>
  );
}

/** The workspace `/board` was asked to open (see `WorkspaceControls`), if any. */
export function requestedWorkspaceId(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('workspaceId' in state)) return undefined;
  return typeof state.workspaceId === 'string' ? state.workspaceId : undefined;
}
