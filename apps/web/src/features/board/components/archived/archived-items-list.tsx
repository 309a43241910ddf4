import { LoadMore } from '../../../../components/load-more';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useNow } from '../../../../lib/use-now';
import { useArchivedItems, type ArchivedKind } from '../../api/get-archived-items';
import { ArchivedCardRow } from './archived-card-row';
import { ArchivedListRow } from './archived-list-row';

const WORDS = {
  card: {
    list: 'Cartões arquivados',
    none: 'Nenhum cartão arquivado.',
    failed: 'Erro ao carregar os cartões arquivados.',
  },
  list: {
    list: 'Listas arquivadas',
    none: 'Nenhuma lista arquivada.',
    failed: 'Erro ao carregar as listas arquivadas.',
  },
} as const satisfies Record<ArchivedKind, Record<string, string>>;

export interface ArchivedItemsListProps {
  boardId: string;
  type: ArchivedKind;
  /** The title filter, already debounced. */
  q: string;
  canManageCards: boolean;
  canManageLists: boolean;
  onOpenCard: (cardId: string) => void;
}

/** One tab of 'Itens arquivados': its loading, failure, empty state, rows and 'Carregar mais'. */
export function ArchivedItemsList({
  boardId,
  type,
  q,
  canManageCards,
  canManageLists,
  onOpenCard,
}: ArchivedItemsListProps) {
  const query = useArchivedItems(boardId, type, q);
  const now = useNow();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const words = WORDS[type];

  if (query.isPending)
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-600">
        Carregando...
      </p>
    );
  if (query.isError && items.length === 0)
    return (
      <RetryAlert
        message={words.failed}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-600">
        {q ? `Nenhum resultado para “${q}”.` : words.none}
      </p>
    );

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200" aria-label={words.list}>
        {items.map((item) =>
          type === 'card' ? (
            <ArchivedCardRow
              key={item.id}
              boardId={boardId}
              item={item}
              now={now}
              canManage={canManageCards}
              onOpenCard={onOpenCard}
            />
          ) : (
            <ArchivedListRow
              key={item.id}
              boardId={boardId}
              item={item}
              now={now}
              canManage={canManageLists}
            />
          ),
        )}
      </ul>
      <LoadMore pages={query} error="Erro ao carregar mais itens." />
    </div>
  );
}
