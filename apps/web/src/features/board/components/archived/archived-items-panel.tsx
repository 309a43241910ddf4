import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { TabList, tabPanelProps } from '../../../../components/ui/tab-list';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { refreshArchivedItems, type ArchivedKind } from '../../api/get-archived-items';
import { ArchivedItemsList } from './archived-items-list';

const TABS = [
  { id: 'card', label: 'Cartões' },
  { id: 'list', label: 'Listas' },
] as const satisfies readonly { id: ArchivedKind; label: string }[];

/** The pause in typing after which the filter asks the server. */
const FILTER_DEBOUNCE_MS = 250;

export interface ArchivedItemsPanelProps {
  boardId: string;
  /** The board's version: a new one (an archive or restore anywhere) reads the items anew. */
  boardVersion: number;
  canManageCards: boolean;
  canManageLists: boolean;
  onOpenCard: (cardId: string) => void;
  onClose: () => void;
}

/**
 * 'Itens arquivados' (a side sheet; the whole width on a phone): the board's archived cards or
 * lists, filtered by title, to open, restore or delete for good.
 */
export function ArchivedItemsPanel({
  boardId,
  boardVersion,
  canManageCards,
  canManageLists,
  onOpenCard,
  onClose,
}: ArchivedItemsPanelProps) {
  const idBase = useId();
  const [type, setType] = useState<ArchivedKind>('card');
  const [filter, setFilter] = useState('');
  const q = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  useRefreshOnNewVersion(boardId, boardVersion);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent placement="right" size="md" title="Itens arquivados">
        <div className="space-y-4">
          <TabList
            tabs={TABS}
            selected={type}
            onSelect={setType}
            idBase={idBase}
            aria-label="Tipo de item arquivado"
          />
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label={
                type === 'card' ? 'Buscar cartões arquivados' : 'Buscar listas arquivadas'
              }
              placeholder="Buscar por título"
              autoComplete="off"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="pl-9"
            />
          </div>
          <div
            {...tabPanelProps(idBase, type)}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArchivedItemsList
              boardId={boardId}
              type={type}
              q={q}
              canManageCards={canManageCards}
              canManageLists={canManageLists}
              onOpenCard={onOpenCard}
            />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Someone archived or restored something (the board's version moved): the lists read anew. */
function useRefreshOnNewVersion(boardId: string, boardVersion: number) {
  const queryClient = useQueryClient();
  const seen = useRef(boardVersion);
  useEffect(() => {
    if (seen.current === boardVersion) return;
    seen.current = boardVersion;
    void refreshArchivedItems(queryClient, boardId);
  }, [queryClient, boardId, boardVersion]);
}
