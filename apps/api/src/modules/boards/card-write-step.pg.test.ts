import { applyBoardChanges, type BoardChanges } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { openEventStream } from '../../../test/event-stream.js';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { stepSeal } from '../../platform/realtime/sealed-steps.js';
import {
  createTestApp,
  statementRecorder,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../../test/harness.js';

// PostgreSQL only (`*.pg.test.ts` runs with TEST_DATABASE_URL): PGlite runs one transaction at a
// time, so a write cannot be made to wait for another; and no other instance shares it, so a
// write's step is published on PostgreSQL alone.

let ctx: TestContext;
const recorded = statementRecorder();
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: recorded.onQuery });
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

it('tells the other instances the step, and their viewers are served it with no statement', async () => {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx, 'Vizinha');
  const member = await addMember(ctx, workspace.id, 'member');
  const card = board.lists[0]!.cards[0]!;
  // Another instance on the same database, with a viewer of the board.
  const other = await createTestApp({ database: ctx.database });
  const stream = await openEventStream(
    await other.app.listen({ port: 0, host: '127.0.0.1' }),
    board.id,
    member.token,
  );
  // The channel as any login to the database reads it, and as the instances open it.
  const payloads: string[] = [];
  const listener = await ctx.database.listen('quadro_changes', {
    message: (payload) => payloads.push(payload),
  });
  const published = () =>
    payloads.filter((payload) => payload.startsWith('step:')).map(stepSeal(TEST_JWT_SECRET).open);
  /** Resolves once the other instance has heard everything committed before. */
  const heardThere = async () => {
    const event = { type: 'comments', workspaceId: workspace.id, boardId: board.id };
    await ctx.database.db.execute(
      sql`select pg_notify('quadro_changes', ${JSON.stringify({ ...event, cardId: card.id, at: Date.now() })})`,
    );
    await stream.next('comments');
  };
  try {
    await stream.next('ready');
    await heardThere();
    const before = await loadBoard(other, member, board.id);

    const renamed = await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Publicado' });
    expect(renamed.statusCode).toBe(200);
    const version = before.version + 1;
    expect((await stream.next('board')).data).toEqual({ boardId: board.id, version });
    await expect.poll(() => published().map((step) => step?.version)).toContain(version);
    expect(payloads.join()).not.toContain('Publicado');
    await heardThere();

    recorded.reset();
    const served = await as(other, member)(
      'GET',
      `/v1/boards/${board.id}/changes?since=${before.version}&reached=${version}`,
    );
    expect(served.statusCode).toBe(200);
    expect(recorded.statements).toEqual([]);
    const { changes } = served.json<{ changes: BoardChanges }>();
    expect(applyBoardChanges(before, changes)).toEqual(await loadBoard(ctx, member, board.id));
  } finally {
    stream.close();
    await listener.stop();
    await other.close();
  }
});
