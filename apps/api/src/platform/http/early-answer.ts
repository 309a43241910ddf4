import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';

/** An answer given ahead of Fastify: true when it answered, false to leave the request to it. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

interface ServerOptions {
  http?: object;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * The HTTP server Fastify would make, with one answer ahead of Fastify, set once the app is built:
 * a board's revalidation, the request sent most, skips the framework's routing and hooks
 * (docs/decisions/0058-a-board-revalidation-answered-ahead-of-fastify.md). An answer that throws
 * leaves the request to Fastify, unless it had begun to answer.
 */
export function serverWithEarlyAnswer() {
  let early: { answer: EarlyAnswer; log: FastifyBaseLogger } | null = null;
  function answeredEarly(request: IncomingMessage, response: ServerResponse): boolean {
    if (!early) return false;
    try {
      return early.answer(request, response);
    } catch (error) {
      early.log.error({ err: error }, 'early answer failed');
      return response.headersSent;
    }
  }
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const {
      http = {},
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
    } = options as unknown as ServerOptions;
    const server = createServer(http, (request, response) => {
      if (!answeredEarly(request, response)) handler(request, response);
    });
    // As Fastify sets up the server it makes itself.
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
  return {
    serverFactory,
    /** The answer to try first from now on, or none (the app is closing). */
    answerEarly(answer: EarlyAnswer | null, log: FastifyBaseLogger) {
      early = answer && { answer, log };
    },
  };
}
