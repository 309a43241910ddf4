import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { ChecklistItem } from '@quadro/contracts';

/**
 * Where an item goes, counted in its whole checklist: items hidden ('Ocultar itens concluídos')
 * keep their places, so a move is always past a visible neighbour, never a hidden one.
 */
export function positionPast(
  items: readonly ChecklistItem[],
  visible: readonly ChecklistItem[],
  itemId: string,
  step: -1 | 1,
): number | null {
  const at = visible.findIndex((item) => item.id === itemId);
  const neighbour = visible[at + step];
  if (at === -1 || !neighbour) return null;
  return items.findIndex((item) => item.id === neighbour.id);
}

/** The place of the item dropped over `overId`, in the whole checklist. */
export function positionAt(items: readonly ChecklistItem[], overId: string): number | null {
  const index = items.findIndex((item) => item.id === overId);
  return index === -1 ? null : index;
}

/** What a screen reader hears of an item drag: its text and its place among those shown. */
interface ItemDragData {
  text: string;
  sortable?: { index: number; items: unknown[] };
}

const itemOf = (data: unknown): ItemDragData | undefined =>
  typeof data === 'object' && data !== null && 'text' in data ? (data as ItemDragData) : undefined;

const place = (data: unknown) => {
  const sortable = itemOf(data)?.sortable;
  return sortable ? `posição ${sortable.index + 1} de ${sortable.items.length}` : 'sua posição';
};

export const itemDragInstructions: ScreenReaderInstructions = {
  draggable:
    'Enter edita o item. Para movê-lo, pressione Espaço, use as setas e Espaço para soltar (Esc cancela), ou use Alt com a seta para cima ou para baixo.',
};

export const itemDragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Você pegou o item “${itemOf(active.data.current)?.text ?? ''}”.`,
  onDragOver: ({ active, over }) =>
    over
      ? `O item “${itemOf(active.data.current)?.text ?? ''}” está na ${place(over.data.current)}.`
      : `O item “${itemOf(active.data.current)?.text ?? ''}” não está sobre a checklist.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `O item “${itemOf(active.data.current)?.text ?? ''}” foi solto na ${place(over.data.current)}.`
      : `O item “${itemOf(active.data.current)?.text ?? ''}” foi solto.`,
  onDragCancel: ({ active }) =>
    `Movimento cancelado. O item “${itemOf(active.data.current)?.text ?? ''}” voltou à posição original.`,
};

/** What Alt + ↑/↓ says once an item moved. */
export const movedAnnouncement = (text: string, position: number, total: number) =>
  `Item “${text}” movido para a posição ${position + 1} de ${total}.`;
