import type { Card } from '@quadro/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback } from 'react';
import type { DragData } from '../../logic/dnd';
import { CardTile } from './card-tile';

export interface SortableCardProps {
  card: Card;
  canDrag: boolean;
  onOpen: (cardId: string) => void;
  /** In a virtualised column: where the row sits, and the virtualiser's measuring ref. */
  virtualTop?: number;
  virtualIndex?: number;
  measure?: (node: Element | null) => void;
}

/**
 * A card in its column. Memoised on the card object: polling keeps an unchanged card's identity
 * (structural sharing), so it does not re-render. Read-only users get no drag listeners at all,
 * and a click only opens the card.
 */
export const SortableCard = memo(function SortableCard({
  card,
  canDrag,
  onOpen,
  virtualTop,
  virtualIndex,
  measure,
}: SortableCardProps) {
  const data: DragData = { type: 'card', listId: card.listId, label: `cartão “${card.title}”` };
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: card.id,
    data,
    disabled: !canDrag,
    attributes: { roleDescription: 'cartão arrastável' },
  });

  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );

  const dragProps = canDrag ? { ...attributes, ...listeners } : {};
  return (
    <li
      ref={ref}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        ...(virtualTop !== undefined && {
          position: 'absolute',
          top: virtualTop,
          left: 0,
          right: 0,
        }),
      }}
      data-index={virtualIndex}
      data-card-id={card.id}
      className="list-none"
    >
      <CardTile
        ref={setActivatorNodeRef}
        card={card}
        placeholder={isDragging}
        {...dragProps}
        // dnd-kit's attributes say role=button; the element already is one.
        role={undefined}
        onClick={() => onOpen(card.id)}
        className={canDrag ? 'cursor-grab active:cursor-grabbing' : 'cursor-pointer'}
      />
    </li>
  );
});
