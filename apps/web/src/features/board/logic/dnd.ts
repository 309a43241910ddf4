import type {
  Announcements,
  ClientRect,
  Collision,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { PointerSensor } from '@dnd-kit/core';

/** Data every draggable and droppable of the board carries. */
export type DragData =
  { type: 'card'; listId: string; label: string } | { type: 'list'; label: string };

export const dragData = (data: unknown): DragData | undefined => {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  return data as DragData;
};

/**
 * dnd-kit's PointerSensor (10 px) for mouse and pen only: touch is left to the TouchSensor's
 * 250 ms hold, so a quick swipe across a card still scrolls the columns on a phone.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: (event, options) =>
        event.nativeEvent.pointerType !== 'touch' &&
        (PointerSensor.activators[0]?.handler(event, options) ?? false),
    },
  ];
}

/** Keyboard drag moves 25 px per arrow press (spec §9). */
export const KEYBOARD_STEP_PX = 25;

export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case 'ArrowRight':
      return { x: x + KEYBOARD_STEP_PX, y };
    case 'ArrowLeft':
      return { x: x - KEYBOARD_STEP_PX, y };
    case 'ArrowDown':
      return { x, y: y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { x, y: y - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

/** Space picks up and drops (Enter still opens a card, as a button should); Esc cancels. */
export const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

const center = (rect: ClientRect) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

function hit(container: DroppableContainer): Collision {
  return { id: container.id, data: { droppableContainer: container, value: 0 } };
}

/** The container whose span contains `value` on one axis, else the one whose centre is nearest. */
function nearestOnAxis(
  containers: DroppableContainer[],
  rects: Map<UniqueIdentifier, ClientRect>,
  value: number,
  axis: 'x' | 'y',
): DroppableContainer | undefined {
  let best: DroppableContainer | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const container of containers) {
    const rect = rects.get(container.id);
    if (!rect) continue;
    const [start, end] = axis === 'x' ? [rect.left, rect.right] : [rect.top, rect.bottom];
    if (value >= start && value <= end) return container;
    const distance = Math.abs(center(rect)[axis] - value);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = container;
    }
  }
  return best;
}

/**
 * Where a drag points: the pointer (mouse, touch) or the dragged item's centre (keyboard).
 * A list drag targets the column under that point. A card drag targets the column under it,
 * then the card of that column nearest to it — or the column itself (its end) below its last
 * card or when it is empty — so crossing the gap between two cards never flickers to the end.
 */
export const boardCollisionDetection: CollisionDetection = ({
  active,
  collisionRect,
  droppableContainers,
  droppableRects,
  pointerCoordinates,
}) => {
  const point = pointerCoordinates ?? center(collisionRect);
  const lists = droppableContainers.filter((c) => dragData(c.data.current)?.type === 'list');
  const activeType = dragData(active.data.current)?.type;

  const column = nearestOnAxis(lists, droppableRects, point.x, 'x');
  if (!column) return [];
  if (activeType === 'list') return [hit(column)];

  const cards = droppableContainers.filter((c) => {
    const data = dragData(c.data.current);
    return data?.type === 'card' && data.listId === column.id && droppableRects.has(c.id);
  });
  const belowLast = cards.every((c) => point.y > (droppableRects.get(c.id)?.bottom ?? 0));
  if (cards.length === 0 || belowLast) return [hit(column)];
  const card = nearestOnAxis(cards, droppableRects, point.y, 'y');
  return card ? [hit(card)] : [hit(column)];
};

const labelOf = (data: unknown, fallback: UniqueIdentifier) =>
  dragData(data)?.label ?? String(fallback);

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover este item, pressione Espaço. Use as setas para arrastar, Espaço para soltar ou Esc para cancelar.',
};

export const announcements: Announcements = {
  onDragStart: ({ active }) => `Você pegou ${labelOf(active.data.current, active.id)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${labelOf(active.data.current, active.id)} está sobre ${labelOf(over.data.current, over.id)}.`
      : `${labelOf(active.data.current, active.id)} não está sobre uma área válida.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${labelOf(active.data.current, active.id)} foi solto sobre ${labelOf(over.data.current, over.id)}.`
      : `${labelOf(active.data.current, active.id)} foi solto.`,
  onDragCancel: ({ active }) =>
    `Movimento cancelado. ${labelOf(active.data.current, active.id)} voltou à posição original.`,
};
