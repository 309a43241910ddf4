import { BOARD_PREVIEW_CARDS, type Board, type BoardPreview } from '@quadro/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { serialiseBoard } from './boards.presenter.js';
import { cardsJsonOfLists } from '../cards/cards.service.js';
import { labelsOfBoard } from '../labels/labels.service.js';
import { listsOfBoard } from '../lists/lists.service.js';
import * as repo from './boards.repository.js';

// A new version reuses the JSON of the lists whose cards did not change. Whatever the changes,
// the board served must be the very board built from nothing, and its first screen that board's
// first cards.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function builtFromNothing(boardId: string): Promise<{ board: Board; preview: BoardPreview }> {
  const { db } = ctx.database;
  const board = (await repo.findBoard(db, boardId))!;
  const listRows = await listsOfBoard(db, boardId);
  const cards = await cardsJsonOfLists(
    db,
    boardId,
    listRows.map((list) => list.id),
  );
  const { body, preview } = serialiseBoard(
    board,
    await labelsOfBoard(db, boardId),
    listRows,
    cards,
  );
  return {
    board: (JSON.parse(body) as { board: Board }).board,
    preview: (JSON.parse(preview) as { board: BoardPreview }).board,
  };
}

const firstScreenOf = (board: Board): BoardPreview => ({
  ...board,
  lists: board.lists.map((list) => ({
    ...list,
    cards: list.cards.slice(0, BOARD_PREVIEW_CARDS),
    cardCount: list.cards.length,
  })),
});

it('serves after every kind of change the board built from nothing', async () => {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx, 'Partes');
  const call = as(ctx, owner);
  let random = 7;
  const pick = <T>(items: readonly T[]): T => {
    random = (random * 48271) % 2147483647;
    return items[random % items.length]!;
  };
  const titles = () => `Cartão ${random % 1000}`;
  const listIds = () => board.lists.map((list) => list.id);
  let current = await loadBoard(ctx, owner, board.id);
  const cardIds = () => current.lists.flatMap((list) => list.cards.map((card) => card.id));
  const changes = [
    () => call('POST', '/v1/cards', { listId: pick(listIds()), title: titles() }),
    () => call('PATCH', `/v1/cards/${pick(cardIds())}`, { title: titles() }),
    () => call('PATCH', `/v1/cards/${pick(cardIds())}`, { assigneeId: owner.id }),
    () => call('DELETE', `/v1/cards/${pick(cardIds())}`),
    () => {
      const cardId = pick(cardIds());
      const from = current.lists.find((list) => list.cards.some((card) => card.id === cardId))!;
      return call('POST', '/v1/cards/move', {
        cardId,
        sourceListId: from.id,
        destinationListId: pick(listIds()),
        newPosition: random % 4,
      });
    },
    () => call('PATCH', `/v1/lists/${pick(listIds())}`, { name: `Lista ${random % 100}` }),
    () => call('PATCH', `/v1/boards/${board.id}`, { name: `Quadro ${random % 100}` }),
    () => call('PATCH', `/v1/workspaces/${workspace.id}`, { name: `Equipe ${random % 100}` }),
  ];
  // One list longer than the first screen, so changes cross its edge.
  for (let i = 0; i < 2 * BOARD_PREVIEW_CARDS; i += 1) {
    await call('POST', '/v1/cards', { listId: board.lists[0]!.id, title: `Início ${i}` });
  }
  let longLists = 0;
  for (let i = 0; i < 60; i += 1) {
    const change = cardIds().length === 0 ? changes[0]! : pick(changes);
    expect((await change()).statusCode).toBeLessThan(300);
    current = await loadBoard(ctx, owner, board.id);
    const preview = await call('GET', `/v1/boards/${board.id}/preview`);
    expect(preview.statusCode).toBe(200);
    const built = await builtFromNothing(board.id);
    expect(current).toEqual(built.board);
    expect(preview.json<{ board: BoardPreview }>().board).toEqual(built.preview);
    expect(built.preview).toEqual(firstScreenOf(current));
    if (current.lists.some((list) => list.cards.length > BOARD_PREVIEW_CARDS)) longLists += 1;
  }
  expect(longLists).toBeGreaterThan(30);
});
