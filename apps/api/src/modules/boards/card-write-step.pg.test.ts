import type { BoardChanges } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

// PostgreSQL only (`*.pg.test.ts` runs with TEST_DATABASE_URL): PGlite runs one transaction at a
// time, so a write cannot be made to wait for another.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('leaves a step that holds what committed while the write waited for the board', async () => {
  const { owner, board: created } = await createWorkspaceFixture(ctx, 'Espera');
  const card = created.lists[0]!.cards[0]!;
  const assigned = await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: owner.id });
  expect(assigned.statusCode).toBe(200);
  let renaming: ReturnType<ReturnType<typeof as>> | undefined;
  await ctx.database.db.transaction(async (tx) => {
    // The board renamed and the card's assignee too (which bumps the board), unseen by the write.
    await tx.execute(
      sql`update boards set name = 'Renomeado antes', version = version + 1 where id = ${created.id}`,
    );
    await tx.execute(sql`update users set name = 'Nome Novo' where id = ${owner.id}`);
    renaming = as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Depois da espera' });
    await vi.waitFor(
      async () => {
        const [waiting] = await queryRows<{ count: number }>(
          ctx.database.db,
          sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(waiting!.count).toBe(1);
      },
      { timeout: 5_000, interval: 20 },
    );
  });
  expect((await renaming!).statusCode).toBe(200);

  const { version } = await loadBoard(ctx, owner, created.id);
  const response = await as(ctx, owner)(
    'GET',
    `/v1/boards/${created.id}/changes?since=${version - 1}&reached=${version}`,
  );
  const { changes } = response.json<{ changes: BoardChanges }>();
  expect(changes.board.name).toBe('Renomeado antes');
  expect(changes.cards.map(({ title, assignee }) => [title, assignee?.name])).toEqual([
    ['Depois da espera', 'Nome Novo'],
  ]);
});
