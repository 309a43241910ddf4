import type { Board } from '@quadro/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { serialiseBoard } from './boards.presenter.js';
import { boardLists } from '../lists/lists.repository.js';
import * as repo from './boards.repository.js';

// A new version reuses the JSON of the lists whose cards did not change. Whatever the changes,
// the board served must be the very board built from nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function builtFromNothing(boardId: string): Promise<Board> {
  const { db } = ctx.database;
  const board = (await repo.findBoard(db, boardId))!;
  const listRows = await boardLists(db, boardId);
  const cards = await repo.loadCardsJson(
    db,
    boardId,
    listRows.map((list) => list.id),
  );
  const lists = new Map([...cards].map(([listId, json]) => [listId, { json }]));
  return (JSON.parse(serialiseBoard(board, listRows, lists)) as { board: Board }).board;
}

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
  for (let i = 0; i < 60; i += 1) {
    const change = cardIds().length === 0 ? changes[0]! : pick(changes);
    expect((await change()).statusCode).toBeLessThan(300);
    current = await loadBoard(ctx, owner, board.id);
    expect(current).toEqual(await builtFromNothing(board.id));
  }
});
