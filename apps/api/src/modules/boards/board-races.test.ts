import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { as, createWorkspaceFixture } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A change that passed its access check while another request deleted its target must answer
// 404 (or succeed first), never fail with a 500. PostgreSQL runs these truly concurrently.
it('answers 404, not 500, when the list, card or board goes away under a change', async () => {
  const statuses = new Set<number>();
  for (let round = 0; round < 8; round += 1) {
    const { owner, board } = await createWorkspaceFixture(ctx, `Corrida ${round}`);
    const call = as(ctx, owner);
    const [todo, doing] = board.lists;
    const card = todo!.cards[0]!;
    const results = await Promise.all([
      call('DELETE', `/v1/lists/${doing!.id}`),
      call('POST', '/v1/cards', { listId: doing!.id, title: 'Nova' }),
      call('POST', '/v1/cards/move', {
        cardId: card.id,
        sourceListId: todo!.id,
        destinationListId: doing!.id,
        newPosition: 0,
      }),
      call('PATCH', `/v1/lists/${doing!.id}`, { name: 'Renomeada' }),
      call('DELETE', `/v1/cards/${card.id}`),
      call('PATCH', `/v1/cards/${card.id}`, { title: 'Editado' }),
      call('DELETE', `/v1/boards/${board.id}`),
      call('PATCH', `/v1/boards/${board.id}`, { name: 'Renomeado' }),
      call('POST', '/v1/lists', { boardId: board.id, name: 'Outra' }),
    ]);
    for (const response of results) statuses.add(response.statusCode);
  }
  expect([...statuses].filter((status) => status >= 500)).toEqual([]);
});
