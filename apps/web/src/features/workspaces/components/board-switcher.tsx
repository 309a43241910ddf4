import type { WorkspaceAccess } from '@quadro/contracts';
import { ChevronDown } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { DeferredDropdownMenu } from '../../../components/ui/deferred-dropdown-menu';
import { paths } from '../../../lib/paths';
import { useExportBoard } from '../api/export-board';
import { useBoards } from '../api/get-boards';
import { ColorDot } from './color-dot';
import { ArchiveBoardDialog, ArchivedBoardsDialog, BoardDialog } from './workspace-dialogs';

const loadItems = () => import('./board-switcher-items');

export interface BoardSwitcherProps {
  workspaceId: string;
  boardId: string;
  access: WorkspaceAccess | undefined;
  /** Opens the open board's 'Itens arquivados' (the board screen's panel). */
  onShowArchivedItems?: (() => void) | undefined;
}

type SwitcherDialog = 'create' | 'edit' | 'archive' | 'archived-boards';

/**
 * The header's board menu, as in Trello: the workspace's boards (the open one checked), the
 * archived items and boards, the open board's export (CSV or JSON), and, for owner/admin, a new
 * board and the open one's name, colour, archiving and deletion.
 */
export function BoardSwitcher({
  workspaceId,
  boardId,
  access,
  onShowArchivedItems,
}: BoardSwitcherProps) {
  const navigate = useNavigate();
  const boards = useBoards(workspaceId).data ?? [];
  const current = boards.find((board) => board.id === boardId);
  const [dialog, setDialog] = useState<SwitcherDialog | null>(null);
  const exportBoard = useExportBoard(boardId);
  // A menu item opens its dialog once the menu has closed and handed the focus back.
  const afterMenu = (open: () => void) => window.setTimeout(open, 0);
  const openFromMenu = (next: SwitcherDialog) => afterMenu(() => setDialog(next));
  const close = () => setDialog(null);

  return (
    <>
      <DeferredDropdownMenu
        loadItems={loadItems}
        trigger={{
          className:
            'flex h-9 max-w-[40vw] min-w-0 items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:max-w-xs',
          children: (
            <>
              {current && <ColorDot color={current.color} />}
              <span className="min-w-0 truncate text-sm font-medium text-slate-800">
                {current?.name ?? 'Quadros'}
              </span>
              <span className="sr-only"> — trocar de quadro</span>
              <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            </>
          ),
        }}
      >
        {({ BoardSwitcherItems }) => (
          <BoardSwitcherItems
            boards={boards}
            boardId={boardId}
            access={access}
            hasCurrent={Boolean(current)}
            onCreate={() => openFromMenu('create')}
            onEdit={() => openFromMenu('edit')}
            onShowArchivedItems={onShowArchivedItems && (() => afterMenu(onShowArchivedItems))}
            onShowArchivedBoards={() => openFromMenu('archived-boards')}
            onArchive={() => openFromMenu('archive')}
            onExport={(format) => exportBoard.mutate(format)}
            exporting={exportBoard.isPending}
          />
        )}
      </DeferredDropdownMenu>
      <Suspense fallback={null}>
        {dialog === 'archive' && (
          <ArchiveBoardDialog workspaceId={workspaceId} boardId={boardId} onClose={close} />
        )}
        {dialog === 'archived-boards' && (
          <ArchivedBoardsDialog workspaceId={workspaceId} access={access} onClose={close} />
        )}
        {(dialog === 'create' || dialog === 'edit') && (
          <BoardDialog
            workspaceId={workspaceId}
            board={dialog === 'edit' ? current : undefined}
            onClose={close}
            onCreated={(board) => void navigate(paths.board(board.id))}
            onDeleted={() => {
              close();
              void navigate(paths.board(), { replace: true, state: { workspaceId } });
            }}
          />
        )}
      </Suspense>
    </>
  );
}
