import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspaceFixture, type WorkspaceFixture } from '../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../test/harness.js';

// Real sockets, not inject: these are about what goes over the wire. undici 7 is the strictest
// common client (it rejects a 304 whose Content-Length promises a body it does not send).

let ctx: TestContext;
let origin: string;
let port: number;
let fixture: WorkspaceFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  fixture = await createWorkspaceFixture(ctx, 'HTTP');
});
afterAll(() => ctx.close());

/** Sends raw requests on one keep-alive connection and answers everything the server wrote. */
function rawExchange(requests: string[], expectedResponses: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`timed out; received so far:\n${received}`));
    }, 5_000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if ((received.match(/^HTTP\/1\.1 /gm) ?? []).length >= expectedResponses) {
        // Give a stray body (the old "null") time to arrive before judging.
        setTimeout(() => {
          clearTimeout(timer);
          socket.destroy();
          resolve(received);
        }, 100);
      }
    });
    socket.on('error', reject);
    socket.write(requests.join(''));
  });
}

describe('GET /v1/boards/:id revalidation', () => {
  const boardPath = () => `/v1/boards/${fixture.board.id}`;

  it('answers a matching If-None-Match with a bodiless 304 that a strict client accepts', async () => {
    const dispatcher = new Agent({ connections: 1 });
    try {
      const headers = bearer(fixture.owner.token);
      const first = await request(`${origin}${boardPath()}`, { headers, dispatcher });
      expect(first.statusCode).toBe(200);
      await first.body.json();
      const etag = first.headers.etag as string;

      for (let i = 0; i < 2; i += 1) {
        const revalidated = await request(`${origin}${boardPath()}`, {
          headers: { ...headers, 'if-none-match': etag },
          dispatcher,
        });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.headers['content-length']).toBeUndefined();
        expect(await revalidated.body.text()).toBe('');
      }
      // The same keep-alive connection still serves a full answer after the 304s.
      const again = await request(`${origin}${boardPath()}`, { headers, dispatcher });
      expect(again.statusCode).toBe(200);
      expect((await again.body.json()) as object).toHaveProperty('board');
    } finally {
      await dispatcher.close();
    }
  });

  it('writes nothing after the 304 head, so the next response on the socket parses', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: boardPath(),
      headers: bearer(fixture.owner.token),
    });
    const head = (extra: string) =>
      `GET ${boardPath()} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${fixture.owner.token}\r\n${extra}\r\n`;
    const wire = await rawExchange(
      [head(`If-None-Match: ${first.headers.etag as string}\r\n`), head('')],
      2,
    );
    const [notModified, next] = wire.split(/(?=^HTTP\/1\.1 )/m);
    expect(notModified).toMatch(/^HTTP\/1\.1 304 /);
    expect(notModified).not.toMatch(/content-length/i);
    expect(notModified!.endsWith('\r\n\r\n')).toBe(true);
    expect(next).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('revalidation of every signed-in GET', () => {
  const families = () => [
    '/v1/auth/me',
    '/v1/workspaces',
    `/v1/workspaces/${fixture.workspace.id}`,
    `/v1/workspaces/${fixture.workspace.id}/activities`,
    '/v1/workspaces/invites/pending',
    `/v1/boards/workspace/${fixture.workspace.id}`,
    `/v1/boards/${fixture.board.id}`,
    `/v1/comments/card/${fixture.board.lists[0]!.cards[0]!.id}`,
  ];
  const get = (url: string, token: string, etag?: string) =>
    request(`${origin}${url}`, {
      headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
    });

  it('sends an ETag, and a bodiless 304 to a request that holds it', async () => {
    for (const url of families()) {
      const first = await get(url, fixture.owner.token);
      expect(first.statusCode, url).toBe(200);
      await first.body.dump();
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get(url, fixture.owner.token, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe('private, no-cache');
      expect(again.headers['content-length'], url).toBeUndefined();
      expect(await again.body.text(), url).toBe('');
    }
  });

  it('answers in full once the resource changed', async () => {
    const url = `/v1/workspaces/${fixture.workspace.id}`;
    const first = await get(url, fixture.owner.token);
    const { etag } = first.headers as { etag: string };
    await first.body.dump();
    await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(fixture.owner.token),
      payload: { description: 'Mudou' },
    });
    const changed = await get(url, fixture.owner.token, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(
      ((await changed.body.json()) as { workspace: { description: string } }).workspace.description,
    ).toBe('Mudou');
  });

  it('never answers 304 to someone who may not read the resource', async () => {
    const stranger = await createWorkspaceFixture(ctx, 'Estranha');
    for (const url of families().filter(
      (u) =>
        u.includes(fixture.workspace.id) ||
        u.includes(fixture.board.id) ||
        u.includes('/comments/'),
    )) {
      const owned = await get(url, fixture.owner.token);
      await owned.body.dump();
      const foreign = await get(url, stranger.owner.token, owned.headers.etag as string);
      expect(foreign.statusCode, url).toBe(404);
      await foreign.body.dump();
    }
  });
});

describe('caching of private answers', () => {
  it('marks every authenticated GET private, revalidated before reuse', async () => {
    const call = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: bearer(fixture.owner.token) });
    for (const url of [
      '/v1/workspaces',
      `/v1/workspaces/${fixture.workspace.id}`,
      `/v1/boards/workspace/${fixture.workspace.id}`,
      `/v1/boards/${fixture.board.id}`,
    ]) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('leaves public answers alone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.headers['cache-control'] ?? '').not.toMatch(/private/);
  });
});
