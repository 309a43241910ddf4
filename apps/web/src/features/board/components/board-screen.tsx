import { can, type ListWithCards } from '@quadro/contracts';
import { Settings } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogoMark } from '../../../components/logo';
import { paths } from '../../../lib/paths';
import { logout } from '../../../lib/session';
import { useBoard } from '../api/get-board';
import { useWorkspace } from '../api/get-workspace';
import { useWorkspaces } from '../api/get-workspaces';
import { useOpenWorkspaceBoard } from '../api/open-default-board';
import { useAdaptivePolling } from '../hooks/use-adaptive-polling';
import { findCard } from '../logic/board-cache';
import { cardMatchesFilter, selectableMembers, type MemberFilter } from '../logic/member-filter';
import { BoardActions } from './board-actions';
import { BoardLoadError, BoardLoading } from './board-states';
import { CardDetailDialog } from './card-detail-dialog';
import { CreateWorkspaceDialog } from './create-workspace-dialog';
import { EditListDialog } from './edit-list-dialog';
import { KanbanBoard } from './kanban-board';
import { MemberFilterControl } from './member-filter-control';
import { NewCardDialog } from './new-card-dialog';
import { NewListDialog } from './new-list-dialog';
import { UserMenu } from './user-menu';
import { WorkspaceMenu } from './workspace-menu';
import { WorkspaceSettingsDialog } from './workspace-settings-dialog';

type OpenDialog =
  | { kind: 'new-card'; listId?: string }
  | { kind: 'new-list' }
  | { kind: 'edit-list'; listId: string }
  | { kind: 'card'; cardId: string }
  | { kind: 'create-workspace' }
  | { kind: 'workspace-settings' };

function countCards(lists: readonly ListWithCards[], filter: MemberFilter) {
  let visible = 0;
  let total = 0;
  for (const list of lists) {
    total += list.cards.length;
    for (const card of list.cards) if (cardMatchesFilter(card, filter)) visible += 1;
  }
  return { visible, total };
}

/** The board screen of spec §2: header, workspace menu, filter, actions, columns and dialogs. */
export function BoardScreen({ boardId }: { boardId: string }) {
  const navigate = useNavigate();
  const boardQuery = useBoard(boardId);
  const board = boardQuery.data;
  const workspaceQuery = useWorkspace(board?.workspaceId);
  const workspace = workspaceQuery.data;
  const workspacesQuery = useWorkspaces();
  const openWorkspaceBoard = useOpenWorkspaceBoard();
  useAdaptivePolling(boardId, Boolean(board));

  const [filter, setFilter] = useState<MemberFilter>('all');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const openCard = useCallback((cardId: string) => setDialog({ kind: 'card', cardId }), []);
  const editList = useCallback((listId: string) => setDialog({ kind: 'edit-list', listId }), []);
  const addCard = useCallback((listId: string) => setDialog({ kind: 'new-card', listId }), []);
  // A menu item opens its dialog once the menu has closed and handed focus back.
  const openFromMenu = (next: OpenDialog) => window.setTimeout(() => setDialog(next), 0);

  const members = useMemo(() => selectableMembers(workspace?.members), [workspace?.members]);
  const counts = useMemo(() => countCards(board?.lists ?? [], filter), [board?.lists, filter]);
  const workspaces = workspacesQuery.data ?? [];
  const currentWorkspace =
    workspaces.find((candidate) => candidate.id === board?.workspaceId) ?? workspace;

  if (!board) {
    if (boardQuery.isError) return <BoardLoadError onRetry={() => void boardQuery.refetch()} />;
    return <BoardLoading />;
  }

  const role = workspace?.role;
  const canManageCards = can(role, 'cards:manage');
  const canManageLists = can(role, 'lists:manage');

  function switchWorkspace(workspaceId: string) {
    openWorkspaceBoard.mutate(workspaceId, {
      onSuccess: (target) => void navigate(paths.board(target.id)),
      onError: (error) => {
        console.error('Falha ao abrir o workspace', error);
        toast.error('Não foi possível abrir o workspace');
      },
    });
  }

  async function afterWorkspaceDeleted(deletedId: string) {
    setDialog(null);
    const remaining = workspaces.filter((candidate) => candidate.id !== deletedId);
    if (remaining.length === 0) {
      // Spec §2: deleting the last workspace ends at /login.
      await logout();
      await navigate(paths.login(), { replace: true });
      return;
    }
    await navigate(paths.board(), { replace: true });
  }

  const editedList =
    dialog?.kind === 'edit-list' ? board.lists.find((list) => list.id === dialog.listId) : null;

  return (
    <div className="flex h-dvh flex-col bg-slate-100">
      <title>{`${board.name} · Quadro`}</title>
      <header className="shrink-0 border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-1.5 px-3 sm:gap-2 sm:px-4 md:px-6">
          <Link
            to={paths.board()}
            aria-label="Quadro — início"
            className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <LogoMark className="size-7" />
          </Link>
          <span className="px-0.5 text-lg text-slate-300 select-none" aria-hidden="true">
            /
          </span>
          <WorkspaceMenu
            current={currentWorkspace}
            workspaces={workspaces}
            switching={openWorkspaceBoard.isPending}
            onSwitch={switchWorkspace}
            onCreate={() => openFromMenu({ kind: 'create-workspace' })}
            onSettings={() => openFromMenu({ kind: 'workspace-settings' })}
          />
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            {can(role, 'workspace:update') && (
              <button
                type="button"
                onClick={() => setDialog({ kind: 'workspace-settings' })}
                aria-label="Configurações do workspace"
                title="Configurações do workspace"
                className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Settings className="size-5" aria-hidden="true" />
              </button>
            )}
            <UserMenu />
          </div>
        </div>
      </header>

      <div className="shrink-0 border-b border-slate-200/80 bg-white/60">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2.5 px-3 py-3 sm:px-4 md:px-6">
          <div className="min-w-0 flex-1 basis-64">
            <div className="flex items-center gap-2">
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: board.color }}
                aria-hidden="true"
              />
              <h1 className="truncate text-lg font-semibold tracking-tight text-slate-900">
                {board.name}
              </h1>
            </div>
            {currentWorkspace && (
              <p className="mt-0.5 truncate text-sm text-slate-500">
                <span className="font-medium text-slate-600">{currentWorkspace.name}</span>
                {currentWorkspace.description && <> · {currentWorkspace.description}</>}
              </p>
            )}
          </div>
          <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
            <MemberFilterControl
              members={members}
              value={filter}
              onChange={setFilter}
              visibleCount={counts.visible}
              totalCount={counts.total}
            />
            <BoardActions
              role={role}
              onNewCard={() => setDialog({ kind: 'new-card' })}
              onNewList={() => setDialog({ kind: 'new-list' })}
            />
          </div>
        </div>
      </div>

      <main className="min-h-0 flex-1" aria-label="Listas do quadro">
        <KanbanBoard
          board={board}
          filter={filter}
          canManageCards={canManageCards}
          canManageLists={canManageLists}
          onOpenCard={openCard}
          onEditList={editList}
          onAddCard={addCard}
        />
      </main>

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
      {editedList && (
        <EditListDialog
          boardId={board.id}
          list={editedList}
          canDelete={board.lists.length > 1}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'card' && findCard(board, dialog.cardId) && (
        <CardDetailDialog
          board={board}
          cardId={dialog.cardId}
          members={members}
          canEdit={canManageCards}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'create-workspace' && <CreateWorkspaceDialog onClose={closeDialog} />}
      {dialog?.kind === 'workspace-settings' && currentWorkspace && (
        <WorkspaceSettingsDialog
          workspace={currentWorkspace}
          onClose={closeDialog}
          onDeleted={() => void afterWorkspaceDeleted(currentWorkspace.id)}
        />
      )}
    </div>
  );
}
