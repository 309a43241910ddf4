import type { Checklist, ChecklistItem } from '@quadro/contracts';
import type { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';

/** Card a's first checklist, 'Compras', and a second one, 'Casa'. */
export const LIST_ID = '00000000-0000-4000-8000-0000000000c1';
export const OTHER_LIST_ID = '00000000-0000-4000-8000-0000000000c2';
export const itemId = (n: number) =>
  `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

export const checklistItem = (
  n: number,
  text: string,
  done = false,
  checklistId = LIST_ID,
): ChecklistItem => ({
  id: itemId(n),
  checklistId,
  text,
  done,
  position: n - 1,
  assigneeId: null,
  dueDate: null,
});

type Handlers = Parameters<typeof stubFetch>[0];

/**
 * A server holding card a's checklists ('Compras' with `items`, then 'Casa' with `otherItems`
 * when given): it answers every change the dialog makes and the refetches that follow with what
 * it holds, as the API would.
 */
export function checklistServer(items: ChecklistItem[] = [], otherItems?: ChecklistItem[]) {
  const list = (id: string, title: string, position: number, listItems: ChecklistItem[]) => ({
    id,
    cardId: 'a',
    title,
    position,
    items: listItems.map((item, index) => ({ ...item, checklistId: id, position: index })),
  });
  let checklists: Checklist[] = items.length ? [list(LIST_ID, 'Compras', 0, items)] : [];
  if (otherItems) checklists.push(list(OTHER_LIST_ID, 'Casa', 1, otherItems));

  const body = (init: RequestInit | undefined) =>
    JSON.parse(String(init?.body)) as Record<string, unknown>;
  const patchItem = (id: string) => (init: RequestInit | undefined) => {
    const { checklistId, position, ...change } = body(init);
    const owner = checklists.find((checklist) => checklist.items.some((item) => item.id === id))!;
    const targetId = typeof checklistId === 'string' ? checklistId : owner.id;
    const index = owner.items.findIndex((item) => item.id === id);
    const moved = { ...owner.items[index]!, ...change };
    // Where it lands: the place asked, else the end of another checklist, else where it was.
    const place = (length: number) =>
      typeof position === 'number' ? position : targetId === owner.id ? index : length;
    checklists = checklists.map((checklist) => {
      const rest = checklist.items.filter((item) => item.id !== id);
      if (checklist.id !== targetId) return { ...checklist, items: rest };
      const at = place(rest.length);
      const placed = [...rest.slice(0, at), moved, ...rest.slice(at)];
      return list(checklist.id, checklist.title, checklist.position, placed);
    });
    const item = checklists.flatMap((checklist) => checklist.items).find((one) => one.id === id);
    return jsonResponse({ item });
  };
  const handlers: Handlers = {
    'GET /v1/cards/a/checklists': () => jsonResponse({ checklists }),
    'POST /v1/cards/a/checklists': (init) => {
      checklists = [list(LIST_ID, String(body(init).title), 0, [])];
      return jsonResponse({ checklist: checklists[0] }, 201);
    },
    [`POST /v1/checklists/${LIST_ID}/items`]: (init) => {
      const first = checklists[0]!;
      const added = checklistItem(first.items.length + 1, String(body(init).text));
      checklists = [{ ...first, items: [...first.items, added] }, ...checklists.slice(1)];
      return jsonResponse({ item: added }, 201);
    },
  };
  for (let n = 1; n <= 5; n += 1)
    handlers[`PATCH /v1/checklist-items/${itemId(n)}`] = patchItem(itemId(n));
  return handlers;
}
