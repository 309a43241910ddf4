import { allows, type BoardSummary, type WorkspaceAccess } from '@quadro/contracts';
import {
  Archive,
  ArchiveArrowDown,
  FileBraces,
  FileSpreadsheet,
  FolderArchive,
  Pencil,
  Plus,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../lib/paths';
import type { BoardExportFormat } from '../api/export-board';
import { ColorDot } from './color-dot';

export interface BoardSwitcherItemsProps {
  boards: readonly BoardSummary[];
  boardId: string;
  access: WorkspaceAccess | undefined;
  /** Whether the open board is among `boards` (it can be edited). */
  hasCurrent: boolean;
  onCreate: () => void;
  onEdit: () => void;
  /** 'Itens arquivados' of the open board, when the screen can show them. */
  onShowArchivedItems?: (() => void) | undefined;
  onShowArchivedBoards: () => void;
  onArchive: () => void;
  /** Downloads the open board as a file; every role may. */
  onExport: (format: BoardExportFormat) => void;
  /** An export is on its way: a second waits for it. */
  exporting: boolean;
}

/**
 * The board menu's content: the workspace's boards, the open board's archived items and the
 * workspace's archived boards, the open board's export, and, for owner/admin, new, edit and archive.
 */
export function BoardSwitcherItems({
  boards,
  boardId,
  access,
  hasCurrent,
  onCreate,
  onEdit,
  onShowArchivedItems,
  onShowArchivedBoards,
  onArchive,
  onExport,
  exporting,
}: BoardSwitcherItemsProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenuContent className="w-72">
      <DropdownMenuLabel>Quadros</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label="Quadros"
        value={boardId}
        onValueChange={(next) => {
          if (next !== boardId) void navigate(paths.board(next));
        }}
      >
        {boards.map((board) => (
          <DropdownMenuRadioItem key={board.id} value={board.id}>
            <ColorDot color={board.color} />
            <span className="min-w-0 flex-1 truncate">{board.name}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      {onShowArchivedItems && (
        <DropdownMenuItem onSelect={onShowArchivedItems}>
          <Archive className="size-4 text-slate-500" aria-hidden="true" />
          Itens arquivados
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={onShowArchivedBoards}>
        <FolderArchive className="size-4 text-slate-500" aria-hidden="true" />
        Quadros arquivados
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={exporting} onSelect={() => onExport('csv')}>
        <FileSpreadsheet className="size-4 text-slate-500" aria-hidden="true" />
        Exportar como CSV (planilha)
      </DropdownMenuItem>
      <DropdownMenuItem disabled={exporting} onSelect={() => onExport('json')}>
        <FileBraces className="size-4 text-slate-500" aria-hidden="true" />
        Exportar como JSON
      </DropdownMenuItem>
      {allows(access, 'boards:manage') && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onCreate}>
            <Plus className="size-4 text-slate-500" aria-hidden="true" />
            Novo quadro
          </DropdownMenuItem>
          {hasCurrent && (
            <>
              <DropdownMenuItem onSelect={onEdit}>
                <Pencil className="size-4 text-slate-500" aria-hidden="true" />
                Editar este quadro
              </DropdownMenuItem>
              {/* A workspace always keeps a live board (spec §4). */}
              {boards.length > 1 && (
                <DropdownMenuItem onSelect={onArchive}>
                  <ArchiveArrowDown className="size-4 text-slate-500" aria-hidden="true" />
                  Arquivar quadro
                </DropdownMenuItem>
              )}
            </>
          )}
        </>
      )}
    </DropdownMenuContent>
  );
}
