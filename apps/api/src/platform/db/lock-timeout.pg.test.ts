import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { POSTGRES_LIMITS } from './client.js';

// PostgreSQL only (`*.pg.test.ts` runs with TEST_DATABASE_URL): PGlite runs one transaction at a
// time, so a lock held by another connection cannot be staged there.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
describe('a lock held past lock_timeout', () => {
  it('answers a retryable 503 instead of waiting, and changes nothing', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx, 'Trancado');
    const card = board.lists[0]!.cards[0]!;
    const holder = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from boards where id = ${board.id} for update`);
      const started = Date.now();
      const response = await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Espera' });
      return { response, waitedMs: Date.now() - started };
    });
    expect(holder.response.statusCode).toBe(503);
    expect(holder.response.headers['retry-after']).toBe('1');
    expect(holder.response.json().code).toBe('SERVER_BUSY');
    expect(holder.waitedMs).toBeLessThan(POSTGRES_LIMITS.lockTimeoutMs + 2_000);
    const after = await loadBoard(ctx, owner, board.id);
    expect(after.lists[0]!.cards[0]!.title).toBe(card.title);
  });

  it('refuses a reader’s change at once: a role that may not change the board takes no lock', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx, 'Leitura');
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const card = board.lists[0]!.cards[0]!;
    const refused = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from boards where id = ${board.id} for update`);
      return as(ctx, reader)('PATCH', `/v1/cards/${card.id}`, { title: 'Leitor' });
    });
    expect(refused.statusCode).toBe(403);
    expect((await loadBoard(ctx, owner, board.id)).lists[0]!.cards[0]!.title).toBe(card.title);
  });
});
