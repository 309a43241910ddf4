import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/platform/db/client.js';
import {
  cardLabels,
  cards,
  checklistItems,
  checklists,
  labels,
  lists,
} from '../apps/api/src/platform/db/schema/index.js';
import { spacedKeys } from '../apps/api/src/domain/ordering/ordering.js';

/** `DUE_DATES=1`: every card gets a due date (over 60 days), one in five marked done. */
const WITH_DUE_DATES = process.env.DUE_DATES === '1';
/** `LABELS_CHECKLISTS=1`: every card carries three of the board's labels and a 5-item checklist. */
const WITH_LABELS_CHECKLISTS = process.env.LABELS_CHECKLISTS === '1';
const CHECKLIST_ITEMS = 5;

/** Registers a user through the API and fills their first board with lists × cards. */
export async function seedBigBoard(
  baseUrl: string,
  database: Database,
  listCount: number,
  cardsPerList: number,
) {
  const email = `bench-${Date.now()}@example.com`;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, never>>;
  };
  const auth = (await post('/v1/auth/register', {
    name: 'Bench',
    email,
    password: 'Senha-Forte-123',
    turnstileToken: DEV_TURNSTILE_TOKEN,
  })) as unknown as { token: string; refreshToken: string; user: { id: string } };
  const { board } = (await post('/v1/boards/default', {}, auth.token)) as unknown as {
    board: { id: string };
  };

  if (listCount === 0)
    return { auth, token: auth.token, boardId: board.id, listIds: [] as string[] };
  const listKeys = spacedKeys(listCount);
  const cardKeys = spacedKeys(cardsPerList);
  const listRows = await database.db
    .insert(lists)
    .values(
      listKeys.map((sortKey, i) => ({
        boardId: board.id,
        name: `Lista ${i + 1}`,
        color: '#6366F1',
        sortKey: sortKey + 10_000,
      })),
    )
    .returning({ id: lists.id });
  const boardLabels = WITH_LABELS_CHECKLISTS
    ? (
        await database.db
          .select({ id: labels.id })
          .from(labels)
          .where(eq(labels.boardId, board.id))
          .orderBy(labels.position)
      ).map((label) => label.id)
    : [];
  for (const [i, list] of listRows.entries()) {
    const inserted = await database.db
      .insert(cards)
      .values(
        cardKeys.map((sortKey, j) => ({
          boardId: board.id,
          listId: list.id,
          title: `Cartão ${i + 1}.${j + 1}: revisar a proposta comercial`,
          description:
            j % 3 === 0 ? 'Conferir valores, prazos e condições antes de enviar ao cliente.' : '',
          sortKey,
          assigneeId: j % 4 === 0 ? auth.user.id : null,
          ...(WITH_DUE_DATES && {
            dueDate: new Date(Date.UTC(2026, 11, 1 + (j % 60), 21)),
            dueComplete: j % 5 === 0,
          }),
        })),
      )
      .returning({ id: cards.id });
    if (WITH_LABELS_CHECKLISTS) await labelAndChecklist(database, inserted, boardLabels);
  }
  // The statistics autovacuum gathers a minute after a bulk load. Planned with those from before
  // it, a card's slot sorts its whole list instead of reading the list's index in order.
  await database.db.execute(sql`analyze`);
  // The seeded defaults stay: 3 lists + the welcome card on top of the bulk.
  return { auth, token: auth.token, boardId: board.id, listIds: listRows.map((row) => row.id) };
}

/** Three labels (rotating over the board's) and one checklist of five items, some done, per card. */
async function labelAndChecklist(
  database: Database,
  cardRows: { id: string }[],
  boardLabels: string[],
) {
  await database.db.insert(cardLabels).values(
    cardRows.flatMap((card, j) =>
      [0, 1, 2].map((k) => ({
        cardId: card.id,
        labelId: boardLabels[(j + k) % boardLabels.length]!,
      })),
    ),
  );
  const lists = await database.db
    .insert(checklists)
    .values(cardRows.map((card) => ({ cardId: card.id, title: 'Passos', position: 0 })))
    .returning({ id: checklists.id, cardId: checklists.cardId });
  await database.db.insert(checklistItems).values(
    lists.flatMap((list, j) =>
      Array.from({ length: CHECKLIST_ITEMS }, (_, k) => ({
        checklistId: list.id,
        cardId: list.cardId,
        text: `Etapa ${k + 1}`,
        position: k,
        done: k < j % (CHECKLIST_ITEMS + 1),
      })),
    ),
  );
}
