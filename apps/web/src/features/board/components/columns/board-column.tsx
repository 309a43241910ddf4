import type { Card, ListWithCards } from '@quadro/contracts';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Plus } from 'lucide-react';
import { memo, useMemo } from 'react';
import { cn } from '../../../../lib/cn';
import type { DragData } from '../../logic/dnd';
import { VIRTUALIZE_AFTER } from './card-list-metrics';
import { ColumnCardList } from './column-card-list';
import { ColumnHeader } from './column-header';
import type { DropLine } from './drop-indicator';
import { listColors } from './list-colors';
import { VirtualCardList } from './virtual-card-list';

export interface BoardColumnProps {
  /** On the board's first screen, the list's first cards and the count of all of them. */
  list: ListWithCards & { cardCount?: number };
  index: number;
  /** The cards shown: all of them, or those the member filter lets through. */
  cards: readonly Card[];
  filtered: boolean;
  /** False for a column far from view: its cards are not mounted, only room for them. */
  showCards: boolean;
  /** May rename, recolour and delete the list. */
  canManageLists: boolean;
  canDragList: boolean;
  canDragCards: boolean;
  dropLine: DropLine;
  onOpenCard: (cardId: string) => void;
  onEditList: (listId: string) => void;
  /** Present when the user may create cards: a shortcut to 'Nova Tarefa' in this list. */
  onAddCard?: ((listId: string) => void) | undefined;
  /** Present when the user may archive this list. */
  onArchiveList?: ((listId: string) => void) | undefined;
  /** Present when the user may archive cards: all of this list's at once. */
  onArchiveCards?: ((listId: string) => void) | undefined;
}

export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { list, index, cards, canDragList, dropLine, onAddCard } = props;
  const total = list.cardCount ?? list.cards.length;
  const data: DragData = { type: 'list', label: `lista “${list.name}”` };
  const sortable = useSortable({
    id: list.id,
    data,
    // Everyone can drop cards on a column; only list managers can drag it.
    disabled: { draggable: !canDragList, droppable: false },
    attributes: { roleDescription: 'lista arrastável' },
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const cardIds = useMemo(() => cards.map((card) => card.id), [cards]);
  const headingId = `list-heading-${list.id}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-list-id={list.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex max-h-full w-[300px] shrink-0 snap-start flex-col overflow-hidden rounded-xl',
        listColors(index).column,
        isDragging && 'opacity-40',
        // An empty column shows where a card would land by its ring.
        dropLine === 'end' && cards.length === 0
          ? 'ring-2 ring-brand-400'
          : 'ring-1 ring-slate-900/5',
      )}
    >
      <div className={cn('h-1 shrink-0', listColors(index).stripe)} aria-hidden="true" />
      <ColumnHeader {...props} headingId={headingId} total={total} dragHandle={sortable} />
      <SortableContext items={cardIds} strategy={verticalListSortingStrategy}>
        {cards.length > VIRTUALIZE_AFTER ? (
          <VirtualCardList {...props} />
        ) : (
          <ColumnCardList
            {...props}
            // Cards still on their way (the board's first screen): room is kept for them.
            coming={total - list.cards.length}
          />
        )}
      </SortableContext>
      {onAddCard && (
        <div className="shrink-0 px-2 pb-2">
          <button
            type="button"
            onClick={() => onAddCard(list.id)}
            aria-label={`Adicionar cartão em ${list.name}`}
            className="flex h-8 w-full items-center gap-1.5 rounded-lg px-2 text-sm text-slate-600 hover:bg-slate-300/40 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Plus className="size-4" aria-hidden="true" />
            Adicionar cartão
          </button>
        </div>
      )}
    </section>
  );
});
