import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { createTestApp, statementRecorder, type TestContext } from '../../../test/harness.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';

let ctx: TestContext;
const recorded = statementRecorder();
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: recorded.onQuery });
});
afterAll(() => ctx.close());

it('moves, creates and edits a card in one statement; writes a list or deletes a card in one after one for the access and the locks', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx);
  const [todo, doing] = board.lists;
  // The session remembered live, as for every request but a session's first on an instance: a
  // change heard while its check ran voids the memory's fill (access-memory.ts), so ask until it
  // holds.
  await vi.waitFor(
    async () => {
      recorded.reset();
      await as(ctx, owner)('GET', '/v1/auth/me');
      expect(recorded.statements.filter((query) => query.includes('"sessions"'))).toEqual([]);
    },
    { timeout: 10_000, interval: 50 },
  );
  /**
   * The statements of one request's change: all but `begin` and `commit` (only node-postgres logs
   * those) and the session's check, which the memory skips unless a change it heard meanwhile
   * voided it.
   */
  const statementsOf = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    recorded.reset();
    const response = await as(ctx, owner)(method, url, body);
    expect(response.statusCode).toBeLessThan(300);
    const all = recorded.statements.filter((query) => !query.includes('"sessions"'));
    const ran = all.filter((query) => query !== 'begin' && query !== 'commit');
    // No activity of its own: each is recorded by the statement that makes the change.
    expect(ran.filter((query) => query.includes('"activities"'))).toEqual(
      ran.filter((query) => /^with changed as|quadro_(create|edit|move)_card\(/.test(query)),
    );
    return {
      ran,
      all,
      body: response.statusCode === 204 ? undefined : response.json(),
    };
  };
  /** One statement and no transaction around it: one round trip (decision 0056). */
  const inOneRoundTrip = (made: { ran: string[]; all: string[] }) => {
    expect(made.all).toEqual(made.ran);
    expect(made.ran).toHaveLength(1);
    expect(made.ran[0]).toMatch(/quadro_(create|edit|move)_card\(/);
  };

  // A create, an edit of the title and a move read the access, take the locks, write the card and
  // its activity and answer it in one statement.
  const created = await statementsOf('POST', '/v1/cards', { listId: todo!.id, title: 'Novo' });
  inOneRoundTrip(created);
  const cardId = created.body.card.id;
  inOneRoundTrip(await statementsOf('PATCH', `/v1/cards/${cardId}`, { title: 'Outro' }));
  inOneRoundTrip(
    await statementsOf('POST', '/v1/cards/move', {
      cardId,
      sourceListId: todo!.id,
      destinationListId: doing!.id,
      newPosition: 0,
    }),
  );
  // Others: one statement reads the access and the owner's plan and takes the locks; a list's
  // creation reads the list's neighbours; then the change writes.
  expect((await statementsOf('DELETE', `/v1/cards/${cardId}`)).ran.length).toEqual(1 + 1);
  const list = await statementsOf('POST', '/v1/lists', { boardId: board.id, name: 'Nova' });
  expect(list.ran.length).toEqual(1 + 2);
  const renamed = await statementsOf('PATCH', `/v1/lists/${list.body.list.id}`, { name: 'Nome' });
  expect(renamed.ran.length).toEqual(1 + 1);
});

it('leaves nothing behind when a change in one statement turns out to need the long path', async () => {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx);
  const reader = await addMember(ctx, workspace.id, 'read_only');
  const [todo, doing] = board.lists;
  const card = todo!.cards[0]!;
  const traces = async () => {
    const [row] = await queryRows<{ version: number; activities: number; logged: number }>(
      ctx.database.db,
      sql`select b.version,
        (select count(*)::int from activities where workspace_id = b.workspace_id) as activities,
        (select count(*)::int from board_changes where board_id = b.id) as logged
        from boards b where b.id = ${board.id}`,
    );
    return row;
  };
  const before = await traces();
  const move = (user: typeof owner, sourceListId: string) =>
    as(ctx, user)('POST', '/v1/cards/move', {
      cardId: card.id,
      sourceListId,
      destinationListId: doing!.id,
      newPosition: 0,
    });
  // Refused by the role, then by the card having left its source list: the long path answers.
  expect((await move(reader, todo!.id)).statusCode).toBe(403);
  expect((await move(owner, doing!.id)).json().code).toBe('STALE_MOVE');
  expect(await traces()).toEqual(before);
});
