import type { Logger } from 'pino';
import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { capturedLogger } from '../test/log-lines.js';
import { childLoggerFactory } from './logger.js';

it('redacts what a request’s logger is handed, with the request’s id, through the fast child', async () => {
  const { lines, logger } = capturedLogger('info');
  const app = Fastify({ logger, childLoggerFactory });
  app.get('/x', async (request) => {
    request.log.info({ body: { password: 'segredo-1', token: 'tok-2', card: '4111' } }, 'olhado');
    return { ok: true };
  });
  await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  const entry = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((logged) => logged.msg === 'olhado');
  expect(entry).toMatchObject({
    reqId: expect.any(String),
    body: { password: '[redacted]', token: '[redacted]', card: '[redacted]' },
  });
  expect(lines.join('')).not.toMatch(/segredo-1|tok-2|4111/);
});

it('makes a request’s child logger only once the request logs at a level that is on', async () => {
  const app = Fastify({ logger: capturedLogger('warn').logger, childLoggerFactory });
  const child = vi.spyOn(app.log, 'child');
  app.get('/quiet', async (request) => {
    request.log.info('not written at warn');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn('written');
    return (request.log as Logger).bindings();
  });
  await app.inject({ method: 'GET', url: '/quiet' });
  expect(child).not.toHaveBeenCalled();
  const loud = await app.inject({ method: 'GET', url: '/loud' });
  expect(child).toHaveBeenCalledTimes(1);
  expect(loud.json()).toEqual({ reqId: expect.any(String) });
  await app.close();
});
