/** The boards' change log is kept a day, then purged every night; a client that far behind loads whole. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { deleteOldChanges } from './board-changes.repository.js';
import { as, createWorkspaceFixture } from '../../../test/factories.js';
import { manualClock } from '../../../test/clock.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

const clock = manualClock(new Date('2026-12-01T07:14:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

it('deletes the changes logged over a day ago at 04:15 in São Paulo, and keeps the rest', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx);
  const call = as(ctx, owner);
  const rename = (name: string) => call('PATCH', `/v1/boards/${board.id}`, { name });
  await rename('Anteontem');
  await rename('Ontem');
  const rows = () =>
    queryRows<{ version: number }>(
      ctx.database.db,
      sql`select version from board_changes where board_id = ${board.id} and kind = 'board'
        order by version`,
    );
  const [first, second] = await rows();
  // The log's times are the database's: the board's making and first rename are dated back two
  // days, the second rename one.
  await ctx.database.db.execute(
    sql`update board_changes set at = case when version <= ${first!.version}
        then '2026-11-29T12:00:00Z'::timestamptz else '2026-11-30T12:00:00Z'::timestamptz end
      where board_id = ${board.id}`,
  );
  await ctx.app.jobs.drain();
  expect(await rows()).toHaveLength(2);

  clock.set(new Date('2026-12-01T07:15:00Z'));
  await ctx.app.jobs.drain();
  expect(await rows()).toEqual([second]);
  const since = (version: number) => call('GET', `/v1/boards/${board.id}/changes?since=${version}`);
  expect((await since(first!.version - 1)).statusCode).toBe(410);
  expect((await since(first!.version)).statusCode).toBe(200);
});

it('purges a board’s versions oldest first, so a version it has begun answers 410, not a part', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx);
  const call = as(ctx, owner);
  const { card } = (
    await call('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Um' })
  ).json<{ card: { id: string } }>();
  await call('PATCH', `/v1/cards/${card.id}`, { title: 'Dois' });
  const { db } = ctx.database;
  await db.execute(sql`delete from board_changes where board_id <> ${board.id}`);
  // Rewritten in place, the creation's `board` row moves to the end of the table's pages: first
  // by age, last in storage.
  await db.execute(
    sql`update board_changes set at = at where board_id = ${board.id} and kind = 'board'
      and version = ${board.version + 1}`,
  );
  // One row: the oldest, that `board` row, not one of the version's cards.
  expect(await deleteOldChanges(db, new Date(Date.now() + 60_000), 1)).toBe(1);
  const answer = await call('GET', `/v1/boards/${board.id}/changes?since=${board.version}`);
  expect(answer.statusCode).toBe(410);
  expect(
    (await call('GET', `/v1/boards/${board.id}/changes?since=${board.version + 1}`)).statusCode,
  ).toBe(200);
});
