import type { Card } from '@quadro/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { CARD_GAP_PX, ESTIMATED_CARD_PX } from './card-list-metrics';
import type { DropLine } from './drop-indicator';
import { SortableCard } from './sortable-card';

export interface VirtualCardListProps {
  cards: readonly Card[];
  showCards: boolean;
  canDragCards: boolean;
  onOpenCard: (cardId: string) => void;
  dropLine: DropLine;
}

/** A long column's cards: only those in view (and a few around them) are mounted. */
export function VirtualCardList({
  cards,
  showCards,
  canDragCards,
  onOpenCard,
  dropLine,
}: VirtualCardListProps) {
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
              canDrag={canDragCards}
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
