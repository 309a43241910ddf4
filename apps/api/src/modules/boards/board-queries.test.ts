import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, statementRecorder, type TestContext } from '../../../test/harness.js';
import { as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';

let ctx: TestContext;
const recorded = statementRecorder();
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: recorded.onQuery });
});
afterAll(() => ctx.close());

/** The statements one uncached `GET /v1/boards/:id` runs. */
async function queriesToLoad(boardId: string, token: string): Promise<string[]> {
  recorded.reset();
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/boards/${boardId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return [...recorded.statements];
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
  // A card changed right before each load, so neither comes from the per-version cache.
  for (const { owner, board } of [small, big])
    await as(ctx, owner)('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Novo' });

  const smallQueries = await queriesToLoad(small.board.id, small.owner.token);
  const bigQueries = await queriesToLoad(big.board.id, big.owner.token);
  expect(bigQueries.length).toBe(smallQueries.length);
  expect(bigQueries.length).toBeLessThanOrEqual(7);

  // The same version again comes from the cache, the session from memory: one access query.
  expect(await queriesToLoad(big.board.id, big.owner.token)).toHaveLength(1);
});

it('builds a new version from the cards of the lists that changed alone', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx, 'Partes');
  const [first, second] = board.lists;
  await as(ctx, owner)('POST', '/v1/cards', { listId: second!.id, title: 'Só nesta lista' });
  const cardsQuery = (statements: string[]) =>
    statements.filter((statement) => /json_agg/.test(statement));

  const afterCard = await queriesToLoad(board.id, owner.token);
  expect(cardsQuery(afterCard)).toHaveLength(1);
  expect(cardsQuery(afterCard)[0]).toMatch(/list_id = any/);

  // A rename of the board changes no list's cards: none is built again.
  await as(ctx, owner)('PATCH', `/v1/boards/${board.id}`, { name: 'Partes!' });
  expect(cardsQuery(await queriesToLoad(board.id, owner.token))).toEqual([]);

  // Moving a card changes both lists; the body is whole and in order either way.
  const moved = (await loadBoard(ctx, owner, board.id)).lists[1]!.cards[0]!;
  await as(ctx, owner)('POST', '/v1/cards/move', {
    cardId: moved.id,
    sourceListId: second!.id,
    destinationListId: first!.id,
    newPosition: 0,
  });
  const fresh = await loadBoard(ctx, owner, board.id);
  expect(fresh.lists[0]!.cards.map((card) => card.title)).toEqual([
    'Só nesta lista',
    ...board.lists[0]!.cards.map((card) => card.title),
  ]);
  expect(fresh.lists[0]!.cards.map((card) => card.position)).toEqual(
    fresh.lists[0]!.cards.map((_, index) => index),
  );
  expect(fresh.lists[1]!.cards).toEqual([]);
  expect(fresh.name).toBe('Partes!');
});

it('revalidates an unchanged board without the database once it has read it', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx, 'Revalidado');
  const first = await as(ctx, owner)('GET', `/v1/boards/${board.id}`);
  recorded.reset();
  const revalidated = await as(ctx, owner)('GET', `/v1/boards/${board.id}`, undefined, {
    'if-none-match': first.headers.etag as string,
  });
  expect(revalidated.statusCode).toBe(304);
  expect(recorded.statements).toEqual([]);
});
