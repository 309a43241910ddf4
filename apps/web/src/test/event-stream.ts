import { act } from '@testing-library/react';

/** One event stream a test writes to, as the server would (`GET /v1/boards/:id/events`). */
export function serverStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    /** As fetch does, aborting the request errors the body being read. */
    response: (init: RequestInit | undefined) => {
      init?.signal?.addEventListener('abort', () =>
        controller.error(new DOMException('Aborted', 'AbortError')),
      );
      return new Response(body, {
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
      });
    },
    send: (event: string, data: object = {}) =>
      act(() =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
      ),
    end: () => act(() => controller.close()),
  };
}
