import type { AddressInfo } from 'node:net';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { openEventStream, type EventStreamClient } from '../../../test/event-stream.js';
import { addMember, as, createUser, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/harness.js';
import { MAX_STREAMS_PER_USER } from './events.routes.js';

let ctx: TestContext;
let baseUrl: string;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ eventHeartbeatMs: 150 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.close();
});

async function watch(boardId: string, token: string | null) {
  const stream = await openEventStream(baseUrl, boardId, token);
  streams.push(stream);
  return stream;
}

/** A board with its owner, an admin and a reader, and the owner's stream, past `ready`. */
async function watchedBoard() {
  const fixture = await createWorkspaceFixture(ctx);
  const stream = await watch(fixture.board.id, fixture.owner.token);
  await stream.next('ready');
  return { ...fixture, stream };
}

describe('GET /v1/boards/:id/events', () => {
  it('streams to a member: headers, the current version, then heartbeats', async () => {
    const { board, workspace } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stream = await watch(board.id, reader.token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect((await stream.next('ready')).data).toEqual({
      boardId: board.id,
      version: board.version,
    });
    await stream.next(':', 2_000);
  });

  it('tells teammates, not the member, when a member goes online or offline, once per change', async () => {
    const { workspace, board, stream } = await watchedBoard();
    const member = await addMember(ctx, workspace.id, 'member');
    const own = await watch(board.id, member.token);
    await own.next('ready');
    const presence = () => stream.received.filter(({ event }) => event === 'presence');
    const status = (isOnline: boolean) => as(ctx, member)('POST', '/v1/users/status', { isOnline });

    expect((await status(true)).statusCode).toBe(204);
    expect((await stream.next('presence')).data).toEqual({ workspaceId: workspace.id });
    // Still online: a ping and the same status again change nothing teammates see.
    await as(ctx, member)('POST', '/v1/users/ping');
    await status(true);
    expect((await status(false)).statusCode).toBe(204);
    await stream.next('presence');
    expect(presence()).toHaveLength(2);
    await status(false);
    await status(true);
    // Events arrive in commit order: once a later board change is heard, every presence event
    // published before it has been too.
    await as(ctx, member)('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Depois' });
    await stream.next('board');
    expect(presence()).toHaveLength(3);
    expect(own.received.some(({ event }) => event === 'presence')).toBe(false);
  });

  it("tells the members when the owner's payment makes a lapsed workspace writable again", async () => {
    const { workspace, board, owner } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const stream = await watch(board.id, member.token);
    await stream.next('ready');
    await endTrial(ctx, owner.id);
    expect(
      (await as(ctx, owner)('POST', '/v1/payments/subscribe', validCheckout())).statusCode,
    ).toBe(200);
    expect((await stream.next('workspace')).data).toEqual({ workspaceId: workspace.id });
  });

  it('sends the new version after each change to the board’s lists and cards', async () => {
    const { owner, board, stream } = await watchedBoard();
    const call = as(ctx, owner);
    const [todo, doing] = board.lists;
    const card = (await call('POST', '/v1/cards', { listId: todo!.id, title: 'Nova' })).json()
      .card as { id: string };
    expect((await stream.next('board')).data).toEqual({
      boardId: board.id,
      version: board.version + 1,
    });
    await call('PATCH', `/v1/cards/${card.id}`, { title: 'Renomeada' });
    expect((await stream.next('board')).data.version).toBe(board.version + 2);
    await call('POST', '/v1/cards/move', {
      cardId: card.id,
      sourceListId: todo!.id,
      destinationListId: doing!.id,
      newPosition: 0,
    });
    expect((await stream.next('board')).data.version).toBe(board.version + 3);
    await call('POST', '/v1/lists', { boardId: board.id, name: 'Revisão' });
    expect((await stream.next('board')).data.version).toBe(board.version + 4);
    await call('PATCH', `/v1/boards/${board.id}`, { name: 'Renomeado' });
    expect((await stream.next('board')).data.version).toBe(board.version + 5);
  });

  it('tells which card’s comments changed', async () => {
    const { owner, board, stream } = await watchedBoard();
    const cardId = board.lists[0]!.cards[0]!.id;
    const posted = await as(ctx, owner)('POST', `/v1/comments/card/${cardId}`, { content: 'Oi' });
    expect(posted.statusCode).toBe(201);
    const event = await stream.next('comments');
    expect(event.data).toEqual({ boardId: board.id, cardId });
    // The board's own content did not change: no new version for its watchers to fetch.
    await as(ctx, owner)('DELETE', `/v1/comments/${posted.json().comment.id}`);
    await stream.next('comments');
    // The next board event is the next change's, one version on: the comments moved none.
    await as(ctx, owner)('PATCH', `/v1/cards/${cardId}`, { title: 'Depois' });
    expect((await stream.next('board')).data.version).toBe(board.version + 1);
  });

  it('tells the workspace changed: settings, theme, calendar, members and boards', async () => {
    const { owner, workspace, stream } = await watchedBoard();
    const call = as(ctx, owner);
    const expected = { workspaceId: workspace.id };
    await call('PATCH', `/v1/workspaces/${workspace.id}`, { theme: 'dracula' });
    expect((await stream.next('workspace')).data).toEqual(expected);
    const holidays = `/v1/workspaces/${workspace.id}/holidays`;
    await call('POST', holidays, { date: '2026-01-20', name: 'São Sebastião' });
    expect((await stream.next('workspace')).data).toEqual(expected);
    await call('DELETE', `${holidays}/2026-01-20`);
    expect((await stream.next('workspace')).data).toEqual(expected);
    const member = await addMember(ctx, workspace.id, 'member');
    expect((await stream.next('workspace')).data).toEqual(expected);
    await call('PATCH', `/v1/workspaces/${workspace.id}/members/${member.id}`, {
      role: 'read_only',
    });
    expect((await stream.next('workspace')).data).toEqual(expected);
    await call('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'Outro quadro' });
    expect((await stream.next('workspace')).data).toEqual(expected);
  });

  it('sends nothing for a refused change, nor for another workspace’s changes', async () => {
    const { owner, workspace, board, stream } = await watchedBoard();
    const reader = await addMember(ctx, workspace.id, 'read_only');
    await stream.next('workspace');
    const listId = board.lists[0]!.id;
    const refused = await as(ctx, reader)('POST', '/v1/cards', { listId, title: 'Não' });
    expect(refused.statusCode).toBe(403);
    const other = await createWorkspaceFixture(ctx, 'Outra equipe');
    await as(ctx, other.owner)('POST', '/v1/cards', {
      listId: other.board.lists[0]!.id,
      title: 'Alheio',
    });
    await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Nosso' });
    expect((await stream.next('board')).data.version).toBe(board.version + 1);
    expect(stream.received.map((e) => e.event).filter((e) => e !== ':')).toEqual([
      'ready',
      'workspace',
      'board',
    ]);
  });

  it('ends a removed member’s stream at once, and tells the others', async () => {
    const { owner, workspace, board, stream } = await watchedBoard();
    const member = await addMember(ctx, workspace.id, 'member');
    await stream.next('workspace');
    const removed = await watch(board.id, member.token);
    await removed.next('ready');
    const response = await as(ctx, owner)(
      'DELETE',
      `/v1/workspaces/${workspace.id}/members/${member.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect((await removed.next('revoked')).data).toEqual({ workspaceId: workspace.id });
    await removed.ended;
    expect((await stream.next('workspace')).data).toEqual({ workspaceId: workspace.id });
    expect((await watch(board.id, member.token)).status).toBe(404);
  });

  it('ends the streams of a session that ended, and only those', async () => {
    const { owner, board, stream } = await watchedBoard();
    const other = (
      await as(ctx, null)('POST', '/v1/auth/login', {
        email: owner.email,
        password: owner.password,
        turnstileToken: DEV_TURNSTILE_TOKEN,
      })
    ).json();
    const otherStream = await watch(board.id, other.token);
    await otherStream.next('ready');
    expect((await as(ctx, owner)('POST', '/v1/auth/logout', {})).statusCode).toBe(204);
    await stream.next('reconnect');
    await stream.ended;
    expect((await watch(board.id, owner.token)).status).toBe(401);
    await as(ctx, other)('PATCH', `/v1/boards/${board.id}`, { name: 'Ainda aqui' });
    expect((await otherStream.next('board')).data).toMatchObject({ boardId: board.id });
  });

  it('ends the stream of a deleted board', async () => {
    const { owner, workspace, stream } = await watchedBoard();
    const created = await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, {
      name: 'Temporário',
    });
    const boardId = created.json().board.id as string;
    const doomed = await watch(boardId, owner.token);
    await doomed.next('ready');
    expect((await as(ctx, owner)('DELETE', `/v1/boards/${boardId}`)).statusCode).toBe(204);
    expect((await doomed.next('deleted')).data).toEqual({ boardId });
    await doomed.ended;
    await stream.next('workspace');
  });

  it('refuses a stranger and an unknown board (404), no session (401), a bad id (400)', async () => {
    const { board } = await createWorkspaceFixture(ctx);
    const stranger = await createUser(ctx);
    const foreign = await watch(board.id, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toContain('application/json');
    expect((await watch(crypto.randomUUID(), stranger.token)).status).toBe(404);
    expect((await watch(board.id, null)).status).toBe(401);
    expect((await watch('nao-e-um-id', stranger.token)).status).toBe(400);
  });

  it(`refuses more than ${MAX_STREAMS_PER_USER} streams of one user (429)`, async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => watch(board.id, owner.token)),
    );
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const refused = await watch(board.id, owner.token);
    expect(refused.status).toBe(429);
    open[0]!.close();
    await expect.poll(async () => (await watch(board.id, owner.token)).status).toBe(200);
  });
});

describe('shutting down', () => {
  it('asks every stream to reconnect, and closes', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const owner = await registerUser(other.app);
    const created = await other.app.inject({
      method: 'POST',
      url: '/v1/workspaces',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: 'Equipe' },
    });
    const stream = await openEventStream(url, created.json().board.id, owner.token);
    await stream.next('ready');
    const closing = other.close();
    await stream.next('reconnect');
    await stream.ended;
    await closing;
  });
});
