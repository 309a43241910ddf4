import { can, type BoardSummary, type Role } from '@quadro/contracts';
import { ChevronDown, Pencil, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../lib/paths';
import { useBoards } from '../api/get-boards';
import { BoardDialog } from './workspace-dialogs';

function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: color }}
    />
  );
}

export interface BoardSwitcherProps {
  workspaceId: string;
  boardId: string;
  role: Role | undefined;
}

/**
 * The header's board menu, as in Trello: the workspace's boards (the open one checked) and, for
 * owner/admin, a new board and the open one's name, colour and deletion.
 */
export function BoardSwitcher({ workspaceId, boardId, role }: BoardSwitcherProps) {
  const navigate = useNavigate();
  const boards = useBoards(workspaceId).data ?? [];
  const current = boards.find((board) => board.id === boardId);
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  // A menu item opens its dialog once the menu has closed and handed the focus back.
  const openFromMenu = (next: 'create' | 'edit') => window.setTimeout(() => setDialog(next), 0);
  const close = () => setDialog(null);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="flex h-9 max-w-[40vw] min-w-0 items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:max-w-xs">
          {current && <ColorDot color={current.color} />}
          <span className="min-w-0 truncate text-sm font-medium text-slate-800">
            {current?.name ?? 'Quadros'}
          </span>
          <span className="sr-only"> — trocar de quadro</span>
          <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <DropdownMenuLabel>Quadros</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            aria-label="Quadros"
            value={boardId}
            onValueChange={(next) => {
              if (next !== boardId) void navigate(paths.board(next));
            }}
          >
            {boards.map((board: BoardSummary) => (
              <DropdownMenuRadioItem key={board.id} value={board.id}>
                <ColorDot color={board.color} />
                <span className="min-w-0 flex-1 truncate">{board.name}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {can(role, 'boards:manage') && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => openFromMenu('create')}>
                <Plus className="size-4 text-slate-500" aria-hidden="true" />
                Novo quadro
              </DropdownMenuItem>
              {current && (
                <DropdownMenuItem onSelect={() => openFromMenu('edit')}>
                  <Pencil className="size-4 text-slate-500" aria-hidden="true" />
                  Editar este quadro
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
