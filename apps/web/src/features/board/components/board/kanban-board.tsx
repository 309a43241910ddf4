import type { Card } from '@quadro/contracts';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { memo, useMemo, useRef, useState } from 'react';
import { cn } from '../../../../lib/cn';
import { useMoveCard } from '../../api/move-card';
import { useReorderLists } from '../../api/reorder-lists';
import { useColumnWindow } from '../../hooks/use-column-window';
import { findCard } from '../../logic/board-cache';
import { inWindow } from '../../logic/column-window';
import {
  announcements,
  boardCollisionDetection,
  dragData,
  KEYBOARD_CODES,
  keyboardCoordinates,
  MouseAndPenSensor,
  screenReaderInstructions,
} from '../../logic/dnd';
import { computeCardMove, computeListOrder, type DropTarget } from '../../logic/drop-index';
import type { BoardOnScreen } from '../../hooks/use-board-on-screen';
import { BoardColumn } from '../columns/board-column';
import { ColumnPreview } from '../columns/column-preview';
import type { DropLine } from '../columns/drop-indicator';
import { CardTile } from '../columns/card-tile';

export interface KanbanBoardProps {
  board: BoardOnScreen;
  /** The first screen only: nothing can be dragged until the whole board is here. */
  partial: boolean;
  /** The cards the filters keep; null when no filter is on. */
  matches: ((card: Card) => boolean) | null;
  canManageLists: boolean;
  canManageCards: boolean;
  onOpenCard: (cardId: string) => void;
  onEditList: (listId: string) => void;
  onAddCard: (listId: string) => void;
  /** Present when the user may archive lists. */
  onArchiveList?: ((listId: string) => void) | undefined;
  /** Present when the user may archive cards: all of a list's at once. */
  onArchiveCards?: ((listId: string) => void) | undefined;
}

type ActiveDrag = { type: 'card'; id: string } | { type: 'list'; id: string };
interface DropHint {
  listId: string;
  line: Exclude<DropLine, null>;
}

/**
 * Drag starts after 10 px of pointer movement or a 250 ms touch hold within 5 px (spec §9). The
 * options are constants: new ones would give DndContext new activators on every render, and with
 * them re-render every column.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 10 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 250, tolerance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: keyboardCoordinates, keyboardCodes: KEYBOARD_CODES };
const ACCESSIBILITY = { announcements, screenReaderInstructions };

function toDropTarget(over: DragEndEvent['over']): DropTarget | null {
  const data = dragData(over?.data.current);
  if (!over || !data) return null;
  return { type: data.type, id: String(over.id) };
}

/**
 * Memoised: the route re-renders the screen as its workspace, holidays and plan arrive, and none
 * of them changes the columns.
 */
export const KanbanBoard = memo(function KanbanBoard({
  board,
  partial,
  matches,
  canManageLists,
  canManageCards,
  onOpenCard,
  onEditList,
  onAddCard,
  onArchiveList,
  onArchiveCards,
}: KanbanBoardProps) {
  const moveCard = useMoveCard(board.id);
  const reorderLists = useReorderLists(board.id);
  const [active, setActive] = useState<ActiveDrag | null>(null);
  const [dropHint, setDropHint] = useState<DropHint | null>(null);

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  const filtered = matches !== null;
  const visibleCards = useMemo(() => {
    const byList = new Map<string, readonly Card[]>();
    for (const list of board.lists)
      byList.set(list.id, matches ? list.cards.filter(matches) : list.cards);
    return byList;
  }, [board.lists, matches]);
  const listIds = useMemo(() => board.lists.map((list) => list.id), [board.lists]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const mountedColumns = useColumnWindow(scrollerRef, board.lists.length);

  // DndContext always calls the latest handlers, so drops use the latest full board.
  function onDragStart({ active: dragged }: DragStartEvent) {
    const data = dragData(dragged.data.current);
    if (data) setActive({ type: data.type, id: String(dragged.id) });
  }

  function onDragOver({ active: dragged, over }: DragOverEvent) {
    const target = toDropTarget(over);
    if (dragData(dragged.data.current)?.type !== 'card' || !target) {
      setDropHint(null);
      return;
    }
    const move = computeCardMove(board.lists, String(dragged.id), target);
    // Inside its own list the cards make room themselves; elsewhere a line shows the spot.
    if (!move || (move.sourceListId === move.destinationListId && target.type === 'card')) {
      setDropHint(null);
      return;
    }
    setDropHint({
      listId: move.destinationListId,
      line: target.type === 'card' ? { beforeCardId: target.id } : 'end',
    });
  }

  function reset() {
    setActive(null);
    setDropHint(null);
  }

  function onDragEnd({ active: dragged, over }: DragEndEvent) {
    reset();
    const target = toDropTarget(over);
    if (!target) return;
    if (dragData(dragged.data.current)?.type === 'list') {
      if (target.type !== 'list') return;
      const order = computeListOrder(listIds, String(dragged.id), target.id);
      if (order) reorderLists.mutate({ listIds: order });
      return;
    }
    const move = computeCardMove(board.lists, String(dragged.id), target);
    if (move) moveCard.mutate(move);
  }

  const activeCard = active?.type === 'card' ? findCard(board, active.id)?.card : undefined;
  const activeListIndex =
    active?.type === 'list' ? board.lists.findIndex((list) => list.id === active.id) : -1;
  const activeList = board.lists[activeListIndex];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisionDetection}
      accessibility={ACCESSIBILITY}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      {/* Positioned, so the columns' visually hidden counts stay inside the scroller: on a phone
          they would otherwise widen the page and let it pan sideways. */}
      <div
        ref={scrollerRef}
        className="relative h-full overflow-x-auto overflow-y-hidden overscroll-x-contain"
      >
        <div
          className={cn(
            'flex h-full items-start gap-3 p-3 sm:p-4 md:px-6',
            // Columns snap into place on phones, but never fight auto-scroll during a drag.
            !active && 'snap-x snap-mandatory sm:snap-none',
          )}
        >
          <SortableContext items={listIds} strategy={horizontalListSortingStrategy}>
            {board.lists.map((list, index) => (
              <BoardColumn
                key={list.id}
                list={list}
                index={index}
                cards={visibleCards.get(list.id) ?? list.cards}
                filtered={filtered}
                showCards={inWindow(mountedColumns, index)}
                canManageLists={canManageLists}
                canDragList={canManageLists && !partial}
                canDragCards={canManageCards && !partial}
                dropLine={dropHint?.listId === list.id ? dropHint.line : null}
                onOpenCard={onOpenCard}
                onEditList={onEditList}
                onAddCard={canManageCards ? onAddCard : undefined}
                onArchiveList={onArchiveList}
                onArchiveCards={onArchiveCards}
              />
            ))}
          </SortableContext>
          {/* Keeps the last column clear of the viewport edge when scrolled to the end. */}
          <div className="w-px shrink-0" aria-hidden="true" />
        </div>
      </div>
      <DragOverlay dropAnimation={{ duration: 180, easing: 'cubic-bezier(0.2, 0, 0, 1)' }}>
        {activeCard ? (
          <CardTile card={activeCard} overlay tabIndex={-1} aria-hidden="true" />
        ) : activeList ? (
          <ColumnPreview list={activeList} index={activeListIndex} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});
