import { PRIVATE_REVALIDATED } from '../../platform/http/cache-control.js';
import type { EarlyAnswer } from '../../platform/http/early-answer.js';
import { SECURITY_HEADERS } from '../../platform/http/security-headers.js';
import type { BoardsService } from './boards.service.js';

/** `GET /v1/boards/:id` exactly: no query, an id as the database writes it. */
const BOARD_PATH = /^\/v1\/boards\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const BOARD_ROUTE = '/v1/boards/:id';

/**
 * A board's revalidation answered 304 ahead of Fastify, with the headers its route and hooks
 * would send, when everything it needs is in this instance's memory: the caller (`knownCaller`)
 * and the board's version and their access (`notModifiedFromMemory`). Anything else (another
 * version, an unknown caller or board, a body, a request Fastify would log) is left to Fastify,
 * which answers it as before (docs/decisions/0058-a-board-revalidation-answered-ahead-of-fastify.md).
 */
export function earlyBoardRevalidation({
  caller,
  boards,
  logsRequests,
  answered,
}: {
  caller: (request: { headers: { authorization?: string } }) => { userId: string } | undefined;
  boards: Pick<BoardsService, 'notModifiedFromMemory'>;
  /** Whether Fastify would log this request (it logs each at `info`); it then answers it. */
  logsRequests: () => boolean;
  /** Records the answer as the metrics hook records Fastify's. */
  answered: (seconds: number) => void;
}): EarlyAnswer {
  return (request, response) => {
    const ifNoneMatch = request.headers['if-none-match'];
    if (request.method !== 'GET' || ifNoneMatch === undefined) return false;
    const boardId = BOARD_PATH.exec(request.url ?? '')?.[1];
    if (!boardId) return false;
    if (request.headers['content-length'] || request.headers['transfer-encoding']) return false;
    if (logsRequests()) return false;
    // Timed only once it may answer: every request of every route passes here.
    const started = performance.now();
    const known = caller(request);
    const answer =
      known && boards.notModifiedFromMemory(known.userId, boardId, ifNoneMatch, 'board');
    if (!answer) return false;
    response.writeHead(304, {
      ...SECURITY_HEADERS,
      etag: answer.etag,
      'cache-control': PRIVATE_REVALIDATED,
    });
    response.end();
    answered((performance.now() - started) / 1000);
    return true;
  };
}
