import { BOARD_VERSION_HEADER } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const headerOf = (response: { headers: Record<string, unknown> }) =>
  response.headers[BOARD_VERSION_HEADER.toLowerCase()];

describe('a write to a board', () => {
  it('answers the board version it committed, whatever it writes', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const [todo, doing] = board.lists;
    const versions: number[] = [];
    /** The write's answer, its `Board-Version` checked against the board read right after it. */
    const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      const version = Number(headerOf(response));
      expect(version, `${method} ${url}`).toBe((await loadBoard(ctx, owner, board.id)).version);
      versions.push(version);
      return response.statusCode === 204 ? undefined : response.json();
    };

    // A card: created, edited and moved in one round trip, then again on the long path (an
    // assignee, a due date, undo's precondition).
    const { card } = await write('POST', '/v1/cards', { listId: todo!.id, title: 'Rápido' });
    await write('PATCH', `/v1/cards/${card.id}`, { title: 'Outro' });
    const move = { cardId: card.id, sourceListId: todo!.id, destinationListId: doing!.id };
    await write('POST', '/v1/cards/move', { ...move, newPosition: 0 });
    await write('POST', '/v1/cards', { listId: todo!.id, title: 'Dela', assigneeId: owner.id });
    const dated = await write('PATCH', `/v1/cards/${card.id}`, { dueDate: '2030-01-02T12:00:00Z' });
    await write('POST', '/v1/cards/move', {
      ...move,
      sourceListId: doing!.id,
      destinationListId: todo!.id,
      newPosition: 0,
      unchangedSince: dated.card.updatedAt,
    });
    const labelId = board.labels[0]!.id;
    await write('POST', `/v1/cards/${card.id}/labels`, { labelId });
    await write('DELETE', `/v1/cards/${card.id}/labels/${labelId}`);
    await write('POST', `/v1/cards/${card.id}/archive`);
    await write('POST', `/v1/cards/${card.id}/restore`);

    // Its checklists.
    const { checklist } = await write('POST', `/v1/cards/${card.id}/checklists`, {
      title: 'Passos',
    });
    await write('PATCH', `/v1/checklists/${checklist.id}`, { title: 'Etapas' });
    const { item } = await write('POST', `/v1/checklists/${checklist.id}/items`, { text: 'Um' });
    await write('PATCH', `/v1/checklist-items/${item.id}`, { done: true });
    await write('DELETE', `/v1/checklist-items/${item.id}`);
    await write('DELETE', `/v1/checklists/${checklist.id}`);
    await write('DELETE', `/v1/cards/${card.id}`);

    // The board's labels.
    const { label } = await write('POST', `/v1/boards/${board.id}/labels`, {
      name: 'Urgente',
      color: board.labels[0]!.color,
    });
    await write('PATCH', `/v1/labels/${label.id}`, { name: 'Muito urgente' });
    await write('DELETE', `/v1/labels/${label.id}`);

    // Its lists.
    const { list } = await write('POST', '/v1/lists', { boardId: board.id, name: 'Nova' });
    await write('PATCH', `/v1/lists/${list.id}`, { name: 'Renomeada' });
    await write('POST', '/v1/lists/reorder', {
      boardId: board.id,
      listIds: [list.id, ...board.lists.map(({ id }) => id)],
    });
    await write('POST', '/v1/cards', { listId: list.id, title: 'Na nova' });
    await write('POST', `/v1/lists/${list.id}/archive-cards`);
    await write('POST', `/v1/lists/${list.id}/archive`);
    await write('POST', `/v1/lists/${list.id}/restore`);
    await write('DELETE', `/v1/lists/${list.id}`);

    // The board itself (archived beside another, since a workspace keeps one live).
    await write('PATCH', `/v1/boards/${board.id}`, { name: 'Quadro renomeado' });
    const other = await call('POST', `/v1/boards/workspace/${workspace.id}`, {
      name: 'Outro',
      color: '#2563EB',
    });
    expect(other.statusCode).toBe(201);
    await write('POST', `/v1/boards/${board.id}/archive`);
    await write('POST', `/v1/boards/${board.id}/restore`);

    expect(versions).toEqual(versions.map((_, index) => board.version + 1 + index));
  });

  it('answers no version when it is refused, and changes nothing', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const listId = board.lists[0]!.id;
    const refused = await as(ctx, reader)('PATCH', `/v1/lists/${listId}`, { name: 'Não' });
    expect(refused.statusCode).toBe(403);
    const missing = await as(ctx, owner)('DELETE', `/v1/cards/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    for (const response of [refused, missing]) expect(headerOf(response)).toBeUndefined();
    expect((await loadBoard(ctx, owner, board.id)).version).toBe(board.version);
  });
});
