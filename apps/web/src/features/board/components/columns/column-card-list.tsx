import type { Card } from '@quadro/contracts';
import { Inbox } from 'lucide-react';
import { Fragment } from 'react';
import { CARD_GAP_PX, ESTIMATED_CARD_PX } from './card-list-metrics';
import { DropIndicator, type DropLine } from './drop-indicator';
import { SortableCard } from './sortable-card';

export interface ColumnCardListProps {
  cards: readonly Card[];
  /** False for a column far from view: room is kept for its cards, none is mounted. */
  showCards: boolean;
  canDragCards: boolean;
  onOpenCard: (cardId: string) => void;
  dropLine: DropLine;
  /** Cards of the list still on their way (the board's first screen). */
  coming: number;
  filtered: boolean;
}

/** A column's cards, every one mounted (short columns), with the drop line and empty state. */
export function ColumnCardList({
  cards,
  showCards,
  canDragCards,
  onOpenCard,
  dropLine,
  coming,
  filtered,
}: ColumnCardListProps) {
  const dropBefore = typeof dropLine === 'object' ? dropLine?.beforeCardId : undefined;
  return (
    <ol className="flex min-h-14 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain px-2 pt-0.5 pb-1.5">
      {showCards
        ? cards.map((card) => (
            <Fragment key={card.id}>
              {dropBefore === card.id && <DropIndicator />}
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
        <li className="flex list-none flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 px-3 py-5 text-xs text-slate-600">
          <Inbox className="size-4" aria-hidden="true" />
          {filtered ? 'Nenhum cartão com este filtro' : 'Nenhum cartão'}
        </li>
      )}
    </ol>
  );
}
