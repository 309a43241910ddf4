/** One server-sent event as a client reads it; a heartbeat (comment line) has event ':'. */
export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** The next event matching `type` (skipping others), or a rejection after `timeoutMs`. */
  next(type?: string, timeoutMs?: number): Promise<StreamedEvent>;
  /** Everything received so far, in order. */
  received: StreamedEvent[];
  /** When each of `received` arrived (performance.now()). */
  receivedAt: number[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamedEvent | null {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { event: ':', data: {} };
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data && event === 'message') return null;
  return { event, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} };
}

/** Opens `GET /v1/boards/:id/events` over real HTTP, as the browser does with fetch streaming. */
export async function openEventStream(
  baseUrl: string,
  boardId: string,
  token: string | null,
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/v1/boards/${boardId}/events`, {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
    signal: controller.signal,
  });
  const received: StreamedEvent[] = [];
  const receivedAt: number[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  let cursor = 0;
  let done = false;

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) {
            received.push(parsed);
            receivedAt.push(performance.now());
          }
        }
        notify();
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    notify();
  })();

  return {
    status: response.status,
    headers: response.headers,
    received,
    receivedAt,
    ended,
    close: () => controller.abort(),
    next(type, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < received.length) {
            const candidate = received[cursor++]!;
            if (!type || candidate.event === type) {
              cleanup();
              resolve(candidate);
              return;
            }
          }
          if (done) {
            cleanup();
            reject(new Error(`stream ended before a "${type ?? 'any'}" event`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no "${type ?? 'any'}" event within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
