import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import {
  as,
  createWorkspaceFixture,
  expectDenseOrder,
  loadBoard,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

it('50 parallel moves and reorders leave every list dense and every card in exactly one list', async () => {
  const { owner, board } = await createWorkspaceFixture(ctx);
  for (let i = 0; i < 12; i += 1) {
    await as(ctx, owner)('POST', '/v1/cards', {
      listId: board.lists[i % 3]!.id,
      title: `Cartão ${i}`,
    });
  }
  const start = await loadBoard(ctx, owner, board.id);
  const cardIds = start.lists.flatMap((list) => list.cards.map((card) => card.id));
  const listIds = start.lists.map((list) => list.id);
  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;

  // Each request is built from the starting board; many will name a stale source list and
  // answer 409, which is the point: no interleaving may corrupt the order.
  const requests = Array.from({ length: 50 }, (_, i) => {
    if (i % 5 === 0) {
      const order = [...listIds].sort(() => next() - 0.5);
      return as(ctx, owner)('POST', '/v1/lists/reorder', { boardId: board.id, listIds: order });
    }
    const cardId = pick(cardIds);
    const source = start.lists.find((list) => list.cards.some((card) => card.id === cardId))!;
    return as(ctx, owner)('POST', '/v1/cards/move', {
      cardId,
      sourceListId: next() < 0.8 ? source.id : pick(listIds),
      destinationListId: pick(listIds),
      newPosition: Math.floor(next() * 8),
    });
  });
  const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
  expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(10);

  const end = await loadBoard(ctx, owner, board.id);
  expectDenseOrder(end);
  expect(end.lists.map((list) => list.id).sort()).toEqual([...listIds].sort());
  expect(end.lists.flatMap((list) => list.cards.map((card) => card.id)).sort()).toEqual(
    [...cardIds].sort(),
  );
  expect(end.version).toBe(start.version + statuses.filter((status) => status === 200).length);
});
