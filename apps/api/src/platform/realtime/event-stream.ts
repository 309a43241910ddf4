import type { ServerResponse } from 'node:http';
import type { Subscriber } from './change-hub.js';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** The stream ends after this (the access token's lifetime): the client reconnects with a fresh one. */
  maxAgeMs: number;
  /** What was authorised; the stream carries only ids and versions, never content. */
  subscriber: Pick<Subscriber, 'userId' | 'sessionId' | 'workspaceId' | 'boardId'>;
  onClose(): void;
}

/** Beyond this much unsent output the client is not reading: drop it, it will reconnect. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long a client waits before reconnecting after the stream drops. */
const RETRY_MS = 2_000;

/** Writes server-sent events (text/event-stream) to a response that Fastify handed over. */
export function openEventStream(
  response: ServerResponse,
  headers: Record<string, string | string[] | number | undefined>,
  options: EventStreamOptions,
): Subscriber {
  let open = true;
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();

  function write(chunk: string) {
    if (!open) return;
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) close();
  }

  function close() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    response.end();
    options.onClose();
  }

  const heartbeat = setInterval(() => write(': \n\n'), options.heartbeatMs);
  const expiry = setTimeout(() => end({ event: 'reconnect', data: {} }), options.maxAgeMs);
  response.on('close', close);
  // A client gone while access was checked: 'close' has fired already and will not again.
  if (response.destroyed) queueMicrotask(close);

  const send = (event: string, data: object) =>
    write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  function end(last?: { event: string; data: object }) {
    if (last) send(last.event, last.data);
    close();
  }

  write(`retry: ${RETRY_MS}\n\n`);
  return { ...options.subscriber, send, end };
}
