import type { AddressInfo } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import { afterEach, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { serverWithEarlyAnswer, type EarlyAnswer } from './early-answer.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server whose "Fastify" answers 299, with `answer` ahead of it. */
async function serve(answer: EarlyAnswer | null) {
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const fastify = vi.fn((_request, response: ServerResponse) =>
    response.writeHead(299).end('fastify'),
  );
  const { serverFactory, answerEarly } = serverWithEarlyAnswer();
  answerEarly(answer, log);
  server = serverFactory(fastify, {
    keepAliveTimeout: 5_000,
    requestTimeout: 0,
    connectionTimeout: 0,
  }) as Server;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, fastify, log, answerEarly, server };
}

it('answers early when the answer says it did, and leaves every other request to Fastify', async () => {
  const early: EarlyAnswer = (request, response) => {
    if (request.url !== '/early') return false;
    response.writeHead(204).end();
    return true;
  };
  const { url, fastify } = await serve(early);
  expect((await fetch(`${url}early`)).status).toBe(204);
  expect(fastify).not.toHaveBeenCalled();
  expect((await fetch(`${url}other`)).status).toBe(299);
  expect(fastify).toHaveBeenCalledOnce();
});

it('leaves the request to Fastify when the answer throws before answering, and logs it', async () => {
  const { url, fastify, log } = await serve(() => {
    throw new Error('boom');
  });
  expect((await fetch(url)).status).toBe(299);
  expect(fastify).toHaveBeenCalledOnce();
  expect(log.error).toHaveBeenCalledOnce();
});

it('answers nothing early once the answer is taken away, as when the app closes', async () => {
  const { url, fastify, answerEarly, log } = await serve((_request, response) => {
    response.writeHead(204).end();
    return true;
  });
  expect((await fetch(url)).status).toBe(204);
  answerEarly(null, log);
  expect((await fetch(url)).status).toBe(299);
  expect(fastify).toHaveBeenCalledOnce();
});

it('sets up the server as Fastify sets up its own', async () => {
  const { server: made } = await serve(null);
  expect([made.keepAliveTimeout, made.requestTimeout, made.timeout]).toEqual([5_000, 0, 0]);
});
