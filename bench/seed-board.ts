import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import type { Database } from '../apps/api/src/platform/db/client.js';
import { cards, lists } from '../apps/api/src/platform/db/schema/index.js';
import { spacedKeys } from '../apps/api/src/domain/ordering/ordering.js';

/** `DUE_DATES=1`: every card gets a due date (over 60 days), one in five marked done. */
const WITH_DUE_DATES = process.env.DUE_DATES === '1';

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
  for (const [i, list] of listRows.entries()) {
    await database.db.insert(cards).values(
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
    );
  }
  // The seeded defaults stay: 3 lists + the welcome card on top of the bulk.
  return { auth, token: auth.token, boardId: board.id, listIds: listRows.map((row) => row.id) };
}
