import { lazy } from 'react';

// The board's dialogs load when first needed (see `preloadBoardDialogs`): the board's first paint
// needs none of their forms, editors and comments.
const loadCardDetail = () => import('../card-detail/card-detail-dialog');
const loadNewCard = () => import('./new-card-dialog');
const loadNewList = () => import('../columns/new-list-dialog');
const loadEditList = () => import('../columns/edit-list-dialog');
// Rarely opened: loaded when asked for, not with the others.
const loadArchiveCards = () => import('../columns/archive-cards-dialog');
const loadArchivedItems = () => import('../archived/archived-items-panel');

export const CardDetailDialog = lazy(() =>
  loadCardDetail().then((m) => ({ default: m.CardDetailDialog })),
);
export const NewCardDialog = lazy(() => loadNewCard().then((m) => ({ default: m.NewCardDialog })));
export const NewListDialog = lazy(() => loadNewList().then((m) => ({ default: m.NewListDialog })));
export const EditListDialog = lazy(() =>
  loadEditList().then((m) => ({ default: m.EditListDialog })),
);
export const ArchiveCardsDialog = lazy(() =>
  loadArchiveCards().then((m) => ({ default: m.ArchiveCardsDialog })),
);
export const ArchivedItemsPanel = lazy(() =>
  loadArchivedItems().then((m) => ({ default: m.ArchivedItemsPanel })),
);

let preloading: Promise<unknown> | null = null;

/**
 * Fetches the dialogs' code at the first sign of use (a press or a key on the board), so the
 * click or key that follows opens its dialog at once. Answers when it is all here.
 */
export function preloadBoardDialogs(): Promise<unknown> {
  preloading ??= Promise.all([loadCardDetail(), loadNewCard(), loadNewList(), loadEditList()]);
  return preloading;
}
