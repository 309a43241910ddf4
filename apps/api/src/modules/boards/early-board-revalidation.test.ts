import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { answerEarly } from '../../platform/http/early-answer.js';
import { SECURITY_HEADERS } from '../../platform/http/security-headers.js';
import { earlyBoardRevalidation } from './early-board-revalidation.js';

// Which requests the early answer takes; that it answers as Fastify does is held over a socket
// by revalidation-memory.test.ts.

const BOARD = '0b9c3f0e-6f8a-4e57-9a31-2a4c1e6d7b80';
const CURRENT = `"${BOARD}.3"`;
let logging = false;
const answered = vi.fn();
const fastify = vi.fn((_request, response: ServerResponse) => response.writeHead(299).end());
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(fastify);
  answerEarly(
    server,
    earlyBoardRevalidation({
      caller: ({ headers }) =>
        headers.authorization === 'Bearer conhecido' ? { userId: 'u1' } : undefined,
      boards: {
        notModifiedFromMemory: (userId, boardId, ifNoneMatch) =>
          userId === 'u1' && boardId === BOARD && ifNoneMatch === CURRENT
            ? { notModified: true, etag: CURRENT }
            : undefined,
      },
      logsRequests: () => logging,
      answered,
    }),
    { error: vi.fn() } as unknown as FastifyBaseLogger,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  logging = false;
  answered.mockClear();
  fastify.mockClear();
});

const revalidation: Record<string, string> = {
  authorization: 'Bearer conhecido',
  'if-none-match': CURRENT,
};

/** The status of a request; a body is sent as GET's, which fetch refuses to. */
const statusOf = (path: string, headers = revalidation, method = 'GET', body?: string) =>
  new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });

it('answers 304 with the route’s and the hooks’ headers, and counts it', async () => {
  const answer = await statusOf(`/v1/boards/${BOARD}`);
  expect(answer.status).toBe(304);
  expect(answer.headers).toMatchObject({
    ...SECURITY_HEADERS,
    etag: CURRENT,
    'cache-control': 'private, no-cache',
  });
  expect(answered).toHaveBeenCalledOnce();
  expect(fastify).not.toHaveBeenCalled();
});

it('leaves to Fastify whatever its memory cannot answer 304 exactly', async () => {
  const authorization = 'Bearer conhecido';
  const left = [
    await statusOf(`/v1/boards/${BOARD}`, revalidation, 'HEAD'),
    await statusOf(`/v1/boards/${BOARD}`, { authorization }),
    await statusOf(`/v1/boards/${BOARD}`, { ...revalidation, 'if-none-match': `"${BOARD}.2"` }),
    await statusOf(`/v1/boards/${BOARD}`, { ...revalidation, authorization: 'Bearer outro' }),
    await statusOf(`/v1/boards/${BOARD}?parte=1`),
    await statusOf(`/v1/boards/${BOARD}/preview`),
    await statusOf(`/v1/boards/${BOARD.toUpperCase()}`),
    await statusOf(`/v1/boards/${BOARD}`, { ...revalidation, 'content-length': '2' }, 'GET', '{}'),
  ];
  logging = true;
  left.push(await statusOf(`/v1/boards/${BOARD}`));
  expect(left.map(({ status }) => status)).toEqual(left.map(() => 299));
  expect(fastify).toHaveBeenCalledTimes(left.length);
  expect(answered).not.toHaveBeenCalled();
});
