import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LISTENER_NAME } from '../db/notifications.js';
import { boards } from '../db/schema/index.js';
import { as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

// PostgreSQL only (`*.pg.test.ts`): its listening connection can be cut.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('forgets the boards it served once the database was lost, which may reuse their versions', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx, 'Antes da queda');
  const served = await loadBoard(ctx, owner, board.id);
  expect(served.name).toBe('Antes da queda');
  // As a replica promoted without the newest commits would hold it: other content, same version.
  await ctx.database.db
    .update(boards)
    .set({ name: 'Outro conteúdo' })
    .where(eq(boards.id, board.id));

  const ready = async () => (await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
  await ctx.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`,
  );
  await vi.waitFor(async () => expect(await ready()).toBe(503), { timeout: 10_000, interval: 10 });
  await vi.waitFor(async () => expect(await ready()).toBe(200), { timeout: 20_000, interval: 50 });

  const reloaded = await as(ctx, owner)('GET', `/v1/boards/${board.id}`);
  expect(reloaded.json<{ board: { name: string; version: number } }>().board).toMatchObject({
    name: 'Outro conteúdo',
    version: served.version,
  });
});
