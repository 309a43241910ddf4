import { LIST_DISPLAY_COLORS, type Card, type ListWithCards } from '@quadro/contracts';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Inbox, Pencil, Plus } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, memo, useMemo, useRef, type ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import type { DragData } from '../../logic/dnd';
import { SortableCard } from './sortable-card';

/**
 * Display colour of the list at `index` (spec §3: blue, yellow, purple, green, cycling), in the
 * workspace theme's shades: the stripe and the column behind the cards (`--color-list-*`).
 */
const listColors: Record<(typeof LIST_DISPLAY_COLORS)[number], { stripe: string; column: string }> =
  {
    blue: { stripe: 'bg-list-blue', column: 'bg-list-blue-bg' },
    yellow: { stripe: 'bg-list-yellow', column: 'bg-list-yellow-bg' },
    purple: { stripe: 'bg-list-purple', column: 'bg-list-purple-bg' },
    green: { stripe: 'bg-list-green', column: 'bg-list-green-bg' },
  };

const listColorsAt = (index: number) =>
  listColors[LIST_DISPLAY_COLORS[index % LIST_DISPLAY_COLORS.length] ?? 'blue'];

export function listStripeClass(index: number): string {
  return listColorsAt(index).stripe;
}

export function listColumnClass(index: number): string {
  return listColorsAt(index).column;
}

/** Where a card dragged from another list would land: before a card, or at the end. */
export type DropLine = { beforeCardId: string } | 'end' | null;

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
}

function DropIndicator() {
  return (
    <li aria-hidden="true" className="list-none">
      <div className="h-1 rounded-full bg-brand-500 shadow-[0_0_0_3px] shadow-brand-500/20" />
    </li>
  );
}

export const BoardColumn = memo(function BoardColumn({
  list,
  index,
  cards,
  filtered,
  showCards,
  canManageLists,
  canDragList,
  canDragCards,
  dropLine,
  onOpenCard,
  onEditList,
  onAddCard,
}: BoardColumnProps) {
  const total = list.cardCount ?? list.cards.length;
  // Cards of the list still on their way (the board's first screen): room is kept for them.
  const coming = total - list.cards.length;
  const data: DragData = { type: 'list', label: `lista “${list.name}”` };
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: list.id,
    data,
    // Everyone can drop cards on a column; only list managers can drag it.
    disabled: { draggable: !canDragList, droppable: false },
    attributes: { roleDescription: 'lista arrastável' },
  });
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
        listColumnClass(index),
        isDragging && 'opacity-40',
        // An empty column shows where a card would land by its ring.
        dropLine === 'end' && cards.length === 0
          ? 'ring-2 ring-brand-400'
          : 'ring-1 ring-slate-900/5',
      )}
    >
      <div className={cn('h-1 shrink-0', listStripeClass(index))} aria-hidden="true" />
      <header
        className="flex items-center gap-1.5 py-2 pr-1.5 pl-2"
        {...(canDragList ? listeners : {})}
      >
        {canManageLists ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            role={undefined}
            aria-label={`Mover lista ${list.name}`}
            className="-ml-0.5 flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-500 hover:bg-slate-300/50 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        ) : (
          <span className="w-1" />
        )}
        <h2
          id={headingId}
          className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800"
          title={list.name}
        >
          {list.name}
        </h2>
        <span className="rounded-full bg-white/80 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
          <span aria-hidden="true">{filtered ? `${cards.length}/${total}` : total}</span>
          <span className="sr-only">
            {filtered
              ? `${cards.length} de ${total} cartões`
              : `${total} ${total === 1 ? 'cartão' : 'cartões'}`}
          </span>
        </span>
        {canManageLists && (
          <button
            type="button"
            onClick={() => onEditList(list.id)}
            aria-label={`Editar lista ${list.name}`}
            className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-300/50 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
          </button>
        )}
      </header>
      <SortableContext items={cardIds} strategy={verticalListSortingStrategy}>
        {cards.length > VIRTUALIZE_AFTER ? (
          <VirtualCardList
            cards={cards}
            showCards={showCards}
            canDrag={canDragCards}
            onOpenCard={onOpenCard}
            dropLine={dropLine}
          />
        ) : (
          <ol className={cardListClass}>
            {showCards
              ? cards.map((card) => (
                  <Fragment key={card.id}>
                    {typeof dropLine === 'object' && dropLine?.beforeCardId === card.id && (
                      <DropIndicator />
                    )}
                    <SortableCard card={card} canDrag={canDragCards} onOpen={onOpenCard} />
                  </Fragment>
                ))
              : cards.length > 0 && (
                  <li
                    aria-hidden="true"
                    className="list-none"
                    style={{ height: cards.length * (ESTIMATED_CARD_PX + CARD_GAP_PX) }}
                  />
                )}
            {dropLine === 'end' && cards.length > 0 && <DropIndicator />}
            {coming > 0 && (
              <li
                className="flex list-none justify-center pt-1 text-xs text-slate-600"
                style={{ height: coming * (ESTIMATED_CARD_PX + CARD_GAP_PX) }}
              >
                Carregando cartões...
              </li>
            )}
            {cards.length === 0 && coming === 0 && (
              <EmptyColumn>
                {filtered ? 'Nenhum cartão com este filtro' : 'Nenhum cartão'}
              </EmptyColumn>
            )}
          </ol>
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

const cardListClass =
  'flex min-h-14 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain px-2 pt-0.5 pb-1.5';

/** Columns longer than this render only the cards in view (a 5,000-card board stays usable). */
export const VIRTUALIZE_AFTER = 60;
const CARD_GAP_PX = 8;
const ESTIMATED_CARD_PX = 72;

function VirtualCardList({
  cards,
  showCards,
  canDrag,
  onOpenCard,
  dropLine,
}: {
  cards: readonly Card[];
  showCards: boolean;
  canDrag: boolean;
  onOpenCard: (cardId: string) => void;
  dropLine: DropLine;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's API returns fresh functions by design; this component is not compiled.
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: CARD_GAP_PX,
    overscan: 6,
    getItemKey: (index) => cards[index]?.id ?? index,
  });
  const rows = showCards ? virtualizer.getVirtualItems() : [];
  const dropBefore = typeof dropLine === 'object' ? dropLine?.beforeCardId : undefined;
  const dropRow = dropBefore ? rows.find((row) => cards[row.index]?.id === dropBefore) : undefined;
  return (
    <div
      ref={scrollRef}
      className="min-h-14 flex-1 overflow-y-auto overscroll-contain px-2 pt-0.5 pb-1.5"
    >
      <ol className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const card = cards[row.index];
          if (!card) return null;
          return (
            <SortableCard
              key={card.id}
              card={card}
              canDrag={canDrag}
              onOpen={onOpenCard}
              virtualTop={row.start}
              virtualIndex={row.index}
              measure={virtualizer.measureElement}
            />
          );
        })}
        {dropRow && (
          <li
            aria-hidden="true"
            className="absolute right-0 left-0 h-1 list-none rounded-full bg-brand-500"
            style={{ top: Math.max(0, dropRow.start - CARD_GAP_PX / 2 - 2) }}
          />
        )}
      </ol>
      {dropLine === 'end' && (
        <div aria-hidden="true" className="mt-2 h-1 rounded-full bg-brand-500" />
      )}
    </div>
  );
}

function EmptyColumn({ children }: { children: ReactNode }) {
  return (
    <li className="flex list-none flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 px-3 py-5 text-xs text-slate-600">
      <Inbox className="size-4" aria-hidden="true" />
      {children}
    </li>
  );
}

/** The floating copy of a list while it is dragged. */
export function ColumnPreview({ list, index }: { list: ListWithCards; index: number }) {
  return (
    <div
      className={cn(
        'flex w-[300px] rotate-1 cursor-grabbing flex-col overflow-hidden rounded-xl shadow-2xl ring-1 ring-slate-900/10',
        listColumnClass(index),
      )}
    >
      <div className={cn('h-1', listStripeClass(index))} />
      <div className="flex items-center gap-2 px-3 py-2.5">
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {list.name}
        </span>
        <span className="rounded-full bg-white/80 px-2 py-0.5 text-xs text-slate-600">
          {list.cards.length}
        </span>
      </div>
      <div className="space-y-2 px-2 pb-2">
        {list.cards.slice(0, 4).map((card) => (
          <div
            key={card.id}
            className="truncate rounded-lg border border-slate-200 bg-white p-3 text-sm font-medium text-slate-800"
          >
            {card.title}
          </div>
        ))}
      </div>
    </div>
  );
}
