import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { as, createWorkspaceFixture } from '../../../test/factories.js';

let ctx: TestContext;
let queries: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: (query) => queries.push(query) });
});
afterAll(() => ctx.close());

/** The statements one uncached `GET /v1/boards/:id` runs. */
async function queriesToLoad(boardId: string, token: string): Promise<string[]> {
  queries = [];
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/boards/${boardId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return queries;
}

it('loads a board in the same few queries whatever its size', async () => {
  const small = await createWorkspaceFixture(ctx, 'Pequeno');
  const big = await createWorkspaceFixture(ctx, 'Grande');
  for (let l = 0; l < 6; l += 1) {
    const { list } = (
      await as(ctx, big.owner)('POST', '/v1/lists', { boardId: big.board.id, name: `L${l}` })
    ).json();
    for (let c = 0; c < 8; c += 1)
      await as(ctx, big.owner)('POST', '/v1/cards', { listId: list.id, title: `C${c}` });
  }
  // A change right before each load, so neither comes from the per-version cache.
  await as(ctx, small.owner)('PATCH', `/v1/boards/${small.board.id}`, { name: 'Pequeno!' });
  await as(ctx, big.owner)('PATCH', `/v1/boards/${big.board.id}`, { name: 'Grande!' });

  const smallQueries = await queriesToLoad(small.board.id, small.owner.token);
  const bigQueries = await queriesToLoad(big.board.id, big.owner.token);
  expect(bigQueries.length).toBe(smallQueries.length);
  expect(bigQueries.length).toBeLessThanOrEqual(7);

  // The same version again comes from the cache, the session from memory: one access query.
  expect(await queriesToLoad(big.board.id, big.owner.token)).toHaveLength(1);
});

it('revalidates an unchanged board without the database once it has read it', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx, 'Revalidado');
  const first = await as(ctx, owner)('GET', `/v1/boards/${board.id}`);
  queries = [];
  const revalidated = await as(ctx, owner)('GET', `/v1/boards/${board.id}`, undefined, {
    'if-none-match': first.headers.etag as string,
  });
  expect(revalidated.statusCode).toBe(304);
  expect(queries).toEqual([]);
});
