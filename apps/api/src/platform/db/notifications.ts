import pg from 'pg';

export interface NotificationHandlers {
  message(payload: string): void;
  /** The listening connection was lost: notifications are being missed until `reconnected`. */
  lost?(): void;
  /** The listening connection was lost and is back: notifications sent meanwhile are gone. */
  reconnected?(): void;
}

export type Unlisten = () => Promise<void>;

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * LISTENs on a connection of its own, outside the pool (a pooled one would be handed back), and
 * comes back after a drop with a growing delay, telling the caller so it can resynchronise.
 */
export async function listenPostgres(
  connection: { url: string; connectTimeoutMs: number },
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: connection.url,
      keepAlive: true,
      connectionTimeoutMillis: connection.connectTimeoutMs,
    });
    client.on('notification', ({ channel: from, payload }) => {
      if (from === channel && payload) handlers.message(payload);
    });
    // A lost connection ends with 'end'; the error itself needs no handling beyond that.
    client.on('error', () => {});
    client.on('end', () => {
      if (client !== current || stopped) return;
      current = null;
      handlers.lost?.();
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  }

  function scheduleReconnect() {
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 250 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          handlers.reconnected?.();
        },
        () => {
          if (!stopped) scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
