import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, statementRecorder, type TestContext } from '../../../test/harness.js';
import { as, createWorkspaceFixture } from '../../../test/factories.js';

let ctx: TestContext;
const recorded = statementRecorder();
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: recorded.onQuery });
});
afterAll(() => ctx.close());

it('writes a card or a list and its activity in one statement after one for the access and the locks', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx);
  const [todo, doing] = board.lists;
  /** The statements of one request but `begin` and `commit` (only node-postgres logs those). */
  const statementsOf = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    recorded.reset();
    const response = await as(ctx, owner)(method, url, body);
    expect(response.statusCode).toBeLessThan(300);
    const ran = recorded.statements.filter((query) => query !== 'begin' && query !== 'commit');
    // No activity of its own: each is recorded by the statement that makes the change.
    expect(ran.filter((query) => query.includes('"activities"'))).toEqual(
      ran.filter((query) => query.startsWith('with changed as')),
    );
    return { ran, body: response.statusCode === 204 ? undefined : response.json() };
  };

  // One statement reads the access and the owner's plan and takes the locks; then a create or a
  // move reads its list and the neighbours it orders by, and every change writes.
  const created = await statementsOf('POST', '/v1/cards', { listId: todo!.id, title: 'Novo' });
  expect(created.ran.length).toEqual(1 + 2);
  const cardId = created.body.card.id;
  expect(
    (await statementsOf('PATCH', `/v1/cards/${cardId}`, { title: 'Outro' })).ran.length,
  ).toEqual(1 + 1);
  const moved = await statementsOf('POST', '/v1/cards/move', {
    cardId,
    sourceListId: todo!.id,
    destinationListId: doing!.id,
    newPosition: 0,
  });
  expect(moved.ran.length).toEqual(1 + 2);
  expect((await statementsOf('DELETE', `/v1/cards/${cardId}`)).ran.length).toEqual(1 + 1);
  const list = await statementsOf('POST', '/v1/lists', { boardId: board.id, name: 'Nova' });
  expect(list.ran.length).toEqual(1 + 2);
  const renamed = await statementsOf('PATCH', `/v1/lists/${list.body.list.id}`, { name: 'Nome' });
  expect(renamed.ran.length).toEqual(1 + 1);
});
