import { allows, type Card, type Workspace, type WorkspaceAccess } from '@quadro/contracts';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useUndoShortcut } from '../../../../lib/use-undo-shortcut';
import { useArchiveList } from '../../api/archive-list';
import { useAdaptivePolling } from '../../hooks/use-adaptive-polling';
import { useBoardEvents } from '../../hooks/use-board-events';
import { BoardLabelsProvider } from '../../hooks/use-board-labels';
import { useBoardOnScreen, type BoardOnScreen } from '../../hooks/use-board-on-screen';
import { useDueCalendar } from '../../hooks/use-due-calendar';
import { useLinkedCard } from '../../hooks/use-linked-card';
import { cardMatchesDue, type DueFilter } from '../../logic/due-filter';
import { cardMatchesLabel, labelFilterOn, type LabelFilter } from '../../logic/label-filter';
import { cardMatchesFilter, selectableMembers, type MemberFilter } from '../../logic/member-filter';
import { BoardActions } from './board-actions';
import { BoardAppBar } from './board-app-bar';
import {
  ArchiveCardsDialog,
  ArchivedItemsPanel,
  CardDetailDialog,
  EditListDialog,
  NewCardDialog,
  NewListDialog,
  preloadBoardDialogs,
} from './board-dialogs';
import { BoardLoadError, BoardLoading } from './board-states';
import { KanbanBoard } from './kanban-board';
import { MemberFilterControl } from './member-filter-control';

/**
 * Back to the card's tile when its dialog closes, found again by id: a poll or a move may have
 * re-rendered it since it opened the dialog. A deleted card leaves the default behaviour.
 */
function focusCardTile(event: Event, cardId: string) {
  const tile = document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"] button`);
  if (!tile) return;
  event.preventDefault();
  tile.focus();
}

type OpenDialog =
  | { kind: 'new-card'; listId?: string }
  | { kind: 'new-list' }
  | { kind: 'edit-list'; listId: string }
  | { kind: 'archive-cards'; listId: string }
  | { kind: 'card'; cardId: string };

/** On the first screen, the total counts every card and the filters see the cards loaded. */
function countCards(lists: BoardOnScreen['lists'], matches: ((card: Card) => boolean) | null) {
  let visible = 0;
  let total = 0;
  for (const list of lists) {
    total += list.cardCount ?? list.cards.length;
    if (!matches) continue;
    for (const card of list.cards) if (matches(card)) visible += 1;
  }
  return { visible: matches ? visible : total, total };
}

export interface BoardScreenProps {
  boardId: string;
  /** The board's workspace once known: its name and the members to assign and filter. */
  workspace?: Workspace | undefined;
  /**
   * The caller's role in the board's workspace and whether its owner's plan allows changes, once
   * known: what the screen lets them change.
   */
  access: WorkspaceAccess | undefined;
  /** Shown above the board: why it is read-only, when it is. */
  notice?: ReactNode;
  /** The header's workspace menu and settings, composed by the route. */
  workspaceControls?: ReactNode;
  /** 'Itens arquivados' is open: asked for from the header's board menu. */
  archivedItemsOpen?: boolean;
  onCloseArchivedItems?: () => void;
}

/** The board screen of spec §2: header, filter, actions, columns and dialogs. */
export function BoardScreen({
  boardId,
  workspace,
  access,
  notice,
  workspaceControls,
  archivedItemsOpen = false,
  onCloseArchivedItems = () => undefined,
}: BoardScreenProps) {
  const { board, partial, isError, retry } = useBoardOnScreen(boardId);
  const whole = Boolean(board) && !partial;
  // Polling stands in only while the event stream is down.
  const live = useBoardEvents(boardId, whole);
  useAdaptivePolling(boardId, whole && !live);

  const [memberFilter, setMemberFilter] = useState<MemberFilter>('all');
  const [chosenLabel, setChosenLabel] = useState<LabelFilter>('all');
  const labelFilter = labelFilterOn(chosenLabel, board?.labels ?? []);
  const [dueFilter, setDueFilter] = useState<DueFilter>('all');
  const calendar = useDueCalendar();
  // The member, label and date filters combine; 'X de Y cards' counts what passes them all.
  const matches = useMemo(
    () =>
      memberFilter === 'all' && labelFilter === 'all' && dueFilter === 'all'
        ? null
        : (card: Card) =>
            cardMatchesFilter(card, memberFilter) &&
            cardMatchesLabel(card, labelFilter) &&
            cardMatchesDue(card, dueFilter, calendar),
    [memberFilter, labelFilter, dueFilter, calendar],
  );
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const openCard = useCallback((cardId: string) => setDialog({ kind: 'card', cardId }), []);
  const editList = useCallback((listId: string) => setDialog({ kind: 'edit-list', listId }), []);
  const addCard = useCallback((listId: string) => setDialog({ kind: 'new-card', listId }), []);
  const { mutate: archiveList } = useArchiveList(boardId);
  const askArchiveCards = useCallback(
    (listId: string) => setDialog({ kind: 'archive-cards', listId }),
    [],
  );
  useUndoShortcut();
  useLinkedCard({
    board,
    whole,
    openCardId: dialog?.kind === 'card' ? dialog.cardId : null,
    openCard,
  });

  const members = useMemo(() => selectableMembers(workspace?.members), [workspace?.members]);
  const counts = useMemo(() => countCards(board?.lists ?? [], matches), [board?.lists, matches]);

  if (isError) return <BoardLoadError onRetry={retry} />;
  if (!board) return <BoardLoading />;

  const canManageCards = allows(access, 'cards:manage');
  const canManageLists = allows(access, 'lists:manage');

  const dialogList =
    dialog?.kind === 'edit-list' || dialog?.kind === 'archive-cards'
      ? board.lists.find((list) => list.id === dialog.listId)
      : undefined;

  return (
    <div
      className="flex h-dvh flex-col bg-slate-100"
      onPointerDownCapture={preloadBoardDialogs}
      onKeyDownCapture={preloadBoardDialogs}
    >
      <title>{`${board.name} · Quadro`}</title>
      <BoardAppBar>{workspaceControls}</BoardAppBar>
      {notice}

      <main
        className="flex min-h-0 flex-1 flex-col"
        aria-labelledby="board-title"
        aria-busy={partial}
      >
        <div className="shrink-0 border-b border-slate-200/80 bg-white/60">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2.5 px-3 py-3 sm:px-4 md:px-6">
            <div className="min-w-0 flex-1 basis-64">
              <div className="flex items-center gap-2">
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: board.color }}
                  aria-hidden="true"
                />
                <h1
                  id="board-title"
                  className="truncate text-lg font-semibold tracking-tight text-slate-900"
                >
                  {board.name}
                </h1>
              </div>
              {workspace && (
                <p className="mt-0.5 truncate text-sm text-slate-600">
                  <span className="font-medium text-slate-700">{workspace.name}</span>
                  {workspace.description && <> · {workspace.description}</>}
                </p>
              )}
            </div>
            <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
              <MemberFilterControl
                members={members}
                value={memberFilter}
                onChange={setMemberFilter}
                labels={board.labels}
                label={labelFilter}
                onLabelChange={setChosenLabel}
                due={dueFilter}
                onDueChange={setDueFilter}
                visibleCount={counts.visible}
                totalCount={counts.total}
              />
              <BoardActions
                access={access}
                onNewCard={() => setDialog({ kind: 'new-card' })}
                onNewList={() => setDialog({ kind: 'new-list' })}
              />
            </div>
          </div>
        </div>

        <div className="min-h-0 flex-1">
          <BoardLabelsProvider labels={board.labels}>
            <KanbanBoard
              board={board}
              partial={partial}
              matches={matches}
              canManageCards={canManageCards}
              canManageLists={canManageLists}
              onOpenCard={openCard}
              onEditList={editList}
              onAddCard={addCard}
              // The last list stays: a board always has one (spec §5).
              onArchiveList={canManageLists && board.lists.length > 1 ? archiveList : undefined}
              onArchiveCards={canManageCards ? askArchiveCards : undefined}
            />
          </BoardLabelsProvider>
        </div>
      </main>

      <Suspense fallback={null}>
        {dialog?.kind === 'new-card' && (
          <NewCardDialog
            boardId={board.id}
            lists={board.lists}
            members={members}
            defaultListId={dialog.listId}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'new-list' && <NewListDialog boardId={board.id} onClose={closeDialog} />}
        {dialog?.kind === 'edit-list' && dialogList && (
          <EditListDialog
            boardId={board.id}
            list={dialogList}
            canDelete={board.lists.length > 1}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'archive-cards' && dialogList && (
          <ArchiveCardsDialog boardId={board.id} list={dialogList} onClose={closeDialog} />
        )}
        {dialog?.kind === 'card' && (
          <CardDetailDialog
            board={board}
            cardId={dialog.cardId}
            members={members}
            canEdit={canManageCards}
            canManageLabels={allows(access, 'labels:manage')}
            canComment={allows(access, 'comments:create')}
            onClose={closeDialog}
            onCloseAutoFocus={(event) => focusCardTile(event, dialog.cardId)}
          />
        )}
        {archivedItemsOpen && (
          <ArchivedItemsPanel
            boardId={board.id}
            boardVersion={board.version}
            canManageCards={canManageCards}
            canManageLists={canManageLists}
            onOpenCard={openCard}
            onClose={onCloseArchivedItems}
          />
        )}
      </Suspense>
    </div>
  );
}
