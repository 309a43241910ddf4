import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** An answer given ahead of Fastify: true when it answered, false to leave the request to it. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Puts `answer` ahead of Fastify on the server Fastify made: a board's revalidation, the request
 * sent most, skips the framework's routing and hooks
 * (docs/decisions/0058-a-board-revalidation-answered-ahead-of-fastify.md). An answer that throws
 * leaves the request to Fastify, or ends it if it had begun to answer. Answers the function that
 * takes `answer` away again (the app closing).
 */
export function answerEarly(
  server: Server,
  answer: EarlyAnswer,
  log: FastifyBaseLogger,
): () => void {
  const [fastify, ...others] = server.listeners('request') as RequestListener[];
  if (!fastify || others.length > 0) throw new Error('expected Fastify’s one request listener');
  let answering = true;
  function answered(request: IncomingMessage, response: ServerResponse): boolean {
    try {
      return answer(request, response);
    } catch (error) {
      log.error({ err: error }, 'early answer failed');
      if (!response.headersSent) return false;
      if (!response.writableEnded) response.destroy();
      return true;
    }
  }
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!(answering && answered(request, response))) void fastify(request, response);
  });
  return () => {
    answering = false;
  };
}
