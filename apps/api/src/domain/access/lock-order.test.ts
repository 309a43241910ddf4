import type { Board } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

// Bursts of one user's writes, as two tabs or a script would send them. On PostgreSQL they run
// truly concurrently (PGlite runs one transaction at a time): locks taken out of order deadlock,
// and a target deleted mid-request must answer 404, never 500. See docs/decisions/0012-lock-order.md.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const serverErrors = (statuses: number[]) => statuses.filter((status) => status >= 500);

describe('a burst of one user’s writes', () => {
  it('does not deadlock /board’s default-board call against card edits (10 + 10)', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx, 'Rajada');
    const call = as(ctx, owner);
    const card = board.lists[0]!.cards[0]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        call('POST', '/v1/boards/default', {}),
        call('PATCH', `/v1/cards/${card.id}`, { title: `Edição ${i}` }),
      ]).flat(),
    );
    expect(serverErrors(results.map((r) => r.statusCode))).toEqual([]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('answers 200 mixed requests with no 5xx while another user’s board stays readable', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx, 'Mista');
    const other = await createWorkspaceFixture(ctx, 'Vizinha');
    const call = as(ctx, owner);
    const [todo, doing] = board.lists;
    const card = todo!.cards[0]!;
    const spare = await call('POST', '/v1/workspaces', { name: 'Descartável' });
    const spareId = spare.json<{ workspace: { id: string } }>().workspace.id;

    const requests = Array.from({ length: 200 }, (_, i) => {
      switch (i % 10) {
        case 0:
          return call('POST', '/v1/boards/default', {});
        case 1:
          return call('PATCH', `/v1/cards/${card.id}`, { description: `d${i}` });
        case 2:
          return call('POST', '/v1/cards/move', {
            cardId: card.id,
            sourceListId: i % 20 < 10 ? todo!.id : doing!.id,
            destinationListId: i % 20 < 10 ? doing!.id : todo!.id,
            newPosition: 0,
          });
        case 3:
          return call('POST', '/v1/cards', { listId: doing!.id, title: `Cartão ${i}` });
        case 4:
          return call('POST', '/v1/lists', { boardId: board.id, name: `Lista ${i}` });
        case 5:
          return call('PATCH', `/v1/workspaces/${workspace.id}`, { description: `w${i}` });
        case 6:
          return call('POST', `/v1/boards/workspace/${spareId}`, { name: `Quadro ${i}` });
        case 7:
          return i === 197
            ? call('DELETE', `/v1/workspaces/${spareId}`)
            : call('POST', '/v1/boards/default', { workspaceId: spareId });
        case 8:
          return call('GET', `/v1/boards/${board.id}`);
        default:
          return call('PATCH', `/v1/boards/${board.id}`, { name: `Quadro ${i}` });
      }
    });

    const readStarted = Date.now();
    const neighbour = await as(ctx, other.owner)('GET', `/v1/boards/${other.board.id}`);
    const neighbourMs = Date.now() - readStarted;
    const results = await Promise.all(requests);

    expect(serverErrors(results.map((r) => r.statusCode))).toEqual([]);
    expect(neighbour.statusCode).toBe(200);
    // Before the fix this read waited behind a pool full of lock waits (22 s in the audit).
    expect(neighbourMs).toBeLessThan(5_000);
  });
});

describe('a workspace deleted while something is created in it', () => {
  it('answers 404 (or succeeds first), never 500, for boards, lists and cards', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const { owner, workspace, board } = await createWorkspaceFixture(ctx, `Apagando ${round}`);
      const call = as(ctx, owner);
      const results = await Promise.all([
        call('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'Novo' }),
        call('POST', '/v1/lists', { boardId: board.id, name: 'Nova' }),
        call('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Novo' }),
        call('DELETE', `/v1/boards/${board.id}`),
        call('DELETE', `/v1/workspaces/${workspace.id}`),
        call('POST', '/v1/boards/default', { workspaceId: workspace.id }),
        call('PATCH', `/v1/workspaces/${workspace.id}`, { name: 'Renomeado' }),
      ]);
      statuses.push(...results.map((r) => r.statusCode));
    }
    expect(serverErrors(statuses)).toEqual([]);
  });
});

describe('a first visit racing with itself', () => {
  it('still creates exactly one default workspace', async () => {
    const user = await createUser(ctx);
    const call = as(ctx, user);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/v1/boards/default', {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const ids = new Set(results.map((r) => r.json<{ board: Board }>().board.id));
    expect(ids.size).toBe(1);
    const [boardId] = ids;
    expect((await loadBoard(ctx, user, boardId!)).lists).toHaveLength(3);
  });
});
