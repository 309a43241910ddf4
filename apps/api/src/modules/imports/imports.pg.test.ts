import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, cards } from '../../platform/db/schema/index.js';
import { as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { trelloFixture } from '../../../test/trello-exports.js';

// PostgreSQL only (`*.pg.test.ts` runs with TEST_DATABASE_URL): PGlite runs one transaction at a
// time, so a lock held by another connection cannot be staged there.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('an import that fails half-way', () => {
  it('leaves no board behind: the board row it wrote first goes with the rest', async () => {
    const f = await createWorkspaceFixture(ctx, 'Importação interrompida');
    const before = await ctx.database.db.select({ n: count() }).from(cards);
    // The archived list and card name their archiver: the insert waits for the user's row,
    // after the board itself is written, until lock_timeout refuses it.
    const refused = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${f.owner.id} for update`);
      return as(ctx, f.owner)(
        'POST',
        `/v1/workspaces/${f.workspace.id}/imports/trello`,
        trelloFixture('small-board'),
      );
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVER_BUSY');
    const left = await ctx.database.db
      .select({ id: boards.id })
      .from(boards)
      .where(eq(boards.workspaceId, f.workspace.id));
    expect(left).toEqual([{ id: f.board.id }]);
    expect(await ctx.database.db.select({ n: count() }).from(cards)).toEqual(before);

    const retried = await as(ctx, f.owner)(
      'POST',
      `/v1/workspaces/${f.workspace.id}/imports/trello`,
      trelloFixture('small-board'),
    );
    expect(retried.statusCode).toBe(201);
  });
});
