import { Archive, FolderArchive } from 'lucide-react';
import { DropdownMenuContent, DropdownMenuItem } from '../../../../components/ui/dropdown-menu';

export interface ListMenuItemsProps {
  onArchiveList?: (() => void) | undefined;
  onArchiveCards?: (() => void) | undefined;
  /** 'Arquivar todos os cartões' has nothing to do in an empty list. */
  hasCards: boolean;
}

/** The list menu's content: 'Arquivar lista' and 'Arquivar todos os cartões', for who may. */
export function ListMenuItems({ onArchiveList, onArchiveCards, hasCards }: ListMenuItemsProps) {
  return (
    <DropdownMenuContent align="end" className="w-64">
      {onArchiveList && (
        <DropdownMenuItem onSelect={onArchiveList}>
          <Archive className="size-4 text-slate-500" aria-hidden="true" />
          Arquivar lista
        </DropdownMenuItem>
      )}
      {onArchiveCards && (
        <DropdownMenuItem disabled={!hasCards} onSelect={onArchiveCards}>
          <FolderArchive className="size-4 text-slate-500" aria-hidden="true" />
          Arquivar todos os cartões
        </DropdownMenuItem>
      )}
    </DropdownMenuContent>
  );
}
