import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.js';
import { cards, comments, lists } from '../apps/api/src/platform/db/schema/index.js';
import { KEY_SPACING, spacedKeys } from '../apps/api/src/domain/ordering/ordering.js';
import { createSeededBoard } from '../apps/api/src/modules/boards/board-seeding.js';
import { between, seededRandom, textWriter, vocabulary, type Random } from './portuguese-text.js';

/**
 * 11 boards × 20 lists: two of 5,000 cards (the board fetched, and its twin fetched in turns with it
 * as the control), nine of 10,000 (the card cap): 100,000 cards in all.
 */
const LISTS_PER_BOARD = 20;
export const FETCHED_BOARD_CARDS = 5_000;
const OTHER_BOARDS = 9;
const CARDS_PER_OTHER_BOARD = 10_000;
const COMMENTS = 200_000;
const BATCH = 5_000;
const YEAR_IN_MINUTES = 525_600;

export const WORDS = vocabulary(4_000, seededRandom(1));

export interface SeededBoard {
  id: string;
  listIds: string[];
}

interface Owner {
  workspaceId: string;
  userId: string;
}

interface Writer {
  write: ReturnType<typeof textWriter>;
  random: Random;
}

/** The text of every card and comment, the same on every run of the same seed. */
export function portugueseWriter(seed: number): Writer {
  const random = seededRandom(seed);
  return { write: textWriter(WORDS, random), random };
}

/** One workspace's boards, cards and comments of Portuguese text, then its statistics. */
export async function seedSearchWorkspace(db: Db, owner: Owner, text: Writer) {
  const fetched = await createBoard(db, owner, 'Quadro buscado');
  const control = await createBoard(db, owner, 'Quadro de controle');
  const cardIds: string[] = [];
  for (const board of [fetched, control])
    cardIds.push(...(await addCards(db, board, FETCHED_BOARD_CARDS / LISTS_PER_BOARD, text)));
  for (let i = 0; i < OTHER_BOARDS; i += 1) {
    const board = await createBoard(db, owner, `Quadro ${i + 1}`);
    cardIds.push(...(await addCards(db, board, CARDS_PER_OTHER_BOARD / LISTS_PER_BOARD, text)));
  }
  // Its trigger publishes each comment to the open boards, one NOTIFY per row: a bulk load's
  // 200,000 would only measure the queue.
  await db.execute(sql`alter table ${comments} disable trigger comments_publish`);
  await addComments(db, cardIds, owner.userId, text);
  await db.execute(sql`alter table ${comments} enable trigger comments_publish`);
  await db.execute(sql`vacuum analyze`);
  return { fetched, control, cards: cardIds.length };
}

async function createBoard(db: Db, owner: Owner, name: string): Promise<SeededBoard> {
  const board = await createSeededBoard(db, { ...owner, name });
  const rows = await db
    .insert(lists)
    .values(
      spacedKeys(LISTS_PER_BOARD).map((sortKey, i) => ({
        boardId: board.id,
        name: `Lista ${i + 1}`,
        color: '#6366F1',
        sortKey: sortKey + 10_000,
      })),
    )
    .returning({ id: lists.id });
  return { id: board.id, listIds: rows.map((row) => row.id) };
}

/**
 * `perList` cards in each of the board's lists: a title of 3–8 words, a description of 0–40.
 * `interleaved`: half-way between the keys of the first `perList` cards, so they sit among them.
 */
export async function addCards(
  db: Db,
  board: SeededBoard,
  perList: number,
  { write, random }: Writer,
  interleaved = false,
): Promise<string[]> {
  const keys = spacedKeys(perList).map((key) => (interleaved ? key - KEY_SPACING / 2 : key));
  const rows = board.listIds.flatMap((listId) =>
    keys.map((sortKey) => ({
      id: randomUUID(),
      listId,
      title: write(between(random, 3, 8)),
      description: write(between(random, 0, 40), true),
      sortKey,
      age: between(random, 0, YEAR_IN_MINUTES),
    })),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const column = <K extends keyof (typeof rows)[number]>(key: K) =>
      sql.param(batch.map((row) => row[key]));
    await db.execute(sql`
      insert into ${cards} (id, board_id, list_id, title, description, sort_key, created_at, updated_at)
      select t.id, ${board.id}::uuid, t.list_id, t.title, t.description, t.sort_key,
        now() - t.age * interval '1 minute', now() - t.age * interval '1 minute'
      from unnest(${column('id')}::uuid[], ${column('listId')}::uuid[], ${column('title')}::text[],
        ${column('description')}::text[], ${column('sortKey')}::float8[], ${column('age')}::int[])
        as t(id, list_id, title, description, sort_key, age)`);
  }
  return rows.map((row) => row.id);
}

/** Comments of 5–30 words on cards drawn at random, by the owner, over the last year. */
async function addComments(db: Db, cardIds: string[], userId: string, { write, random }: Writer) {
  for (let start = 0; start < COMMENTS; start += BATCH) {
    const count = Math.min(BATCH, COMMENTS - start);
    const batch = Array.from({ length: count }, () => ({
      cardId: cardIds[between(random, 0, cardIds.length - 1)]!,
      content: write(between(random, 5, 30), true),
      age: between(random, 0, YEAR_IN_MINUTES),
    }));
    const column = <K extends keyof (typeof batch)[number]>(key: K) =>
      sql.param(batch.map((row) => row[key]));
    await db.execute(sql`
      insert into ${comments} (card_id, user_id, content, created_at, updated_at)
      select t.card_id, ${userId}::uuid, t.content,
        now() - t.age * interval '1 minute', now() - t.age * interval '1 minute'
      from unnest(${column('cardId')}::uuid[], ${column('content')}::text[], ${column('age')}::int[])
        as t(card_id, content, age)`);
  }
}
