import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { answerEarly, type EarlyAnswer } from './early-answer.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server whose "Fastify" answers 299, with `answer` put ahead of it. */
async function serve(answer: EarlyAnswer) {
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const fastify = vi.fn((_request, response: ServerResponse) => response.writeHead(299).end());
  server = createServer(fastify);
  const stop = answerEarly(server, answer, log);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, fastify, log, stop };
}

it('answers early when the answer says it did, and leaves every other request to Fastify', async () => {
  const { url, fastify } = await serve((request, response) => {
    if (request.url !== '/early') return false;
    response.writeHead(204).end();
    return true;
  });
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

it('ends a request whose answer throws halfway, rather than leave it open or answer it twice', async () => {
  const { url, fastify } = await serve((_request, response) => {
    response.writeHead(200, { 'content-length': '10' }).write('metade');
    throw new Error('boom');
  });
  await expect(fetch(url).then((response) => response.text())).rejects.toThrow();
  expect(fastify).not.toHaveBeenCalled();
});

it('answers nothing early once stopped, as when the app closes', async () => {
  const { url, fastify, stop } = await serve((_request, response) => {
    response.writeHead(204).end();
    return true;
  });
  expect((await fetch(url)).status).toBe(204);
  stop();
  expect((await fetch(url)).status).toBe(299);
  expect(fastify).toHaveBeenCalledOnce();
});

it('refuses a server without exactly one request listener to put itself ahead of', () => {
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  expect(() => answerEarly(createServer(), () => false, log)).toThrow();
});
