import pg from 'pg';

export interface NotificationHandlers {
  message(payload: string): void;
  /** The listening connection was lost: notifications are being missed until `reconnected`. */
  lost?(): void;
  /** The listening connection was lost and is back: notifications sent meanwhile are gone. */
  reconnected?(): void;
}

/** A listening connection: stopped when done; on PostgreSQL it also carries what this instance publishes. */
export interface Listener {
  stop(): Promise<void>;
  /**
   * NOTIFYs each payload on the channel, in one transaction, through the listening connection (no
   * pooled one is taken), for the other listeners. Best effort: nothing is sent while no other
   * listener is connected or this connection is down, and a failure is dropped. PGlite has none:
   * its one process is the only instance.
   */
  notify?(payloads: string[]): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
/** How the listening connections show in `pg_stat_activity`. */
export const LISTENER_NAME = 'quadro-listen';
/** How often a listener looks again whether others are connected. */
const OTHERS_CHECK_MS = 10_000;

export interface ListenConnection {
  url: string;
  connectTimeoutMs: number;
  othersCheckMs?: number;
}

/**
 * LISTENs on a connection of its own, outside the pool (a pooled one would be handed back), and
 * comes back after a drop with a growing delay, telling the caller so it can resynchronise. The
 * same connection NOTIFYs what `notify` is given, while other listeners are connected: one that
 * connects says so with an empty NOTIFY, which every other one hears, and each looks again every
 * `othersCheckMs` (one that left is missed until then).
 */
export async function listenPostgres(
  { url, connectTimeoutMs, othersCheckMs = OTHERS_CHECK_MS }: ListenConnection,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let othersListening = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    let backendPid: number | undefined;
    // What `notify` sent comes back to this connection too; this instance knows it already.
    client.on('notification', ({ channel: from, payload, processId }) => {
      if (from !== channel || processId === backendPid) return;
      if (payload) handlers.message(payload);
      else othersListening = true;
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
      // A NOTIFY's transaction writes a commit record; what this one sends needs no durability,
      // so its commit does not wait for the disk.
      await client.query(
        `LISTEN ${client.escapeIdentifier(channel)}; set synchronous_commit = off`,
      );
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      backendPid = rows[0]!.pid;
      await client.query(`select pg_notify($1, '')`, [channel]);
      await lookForOthers(client);
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

  async function lookForOthers(client: pg.Client) {
    const { rows } = await client.query<{ others: boolean }>(
      `select exists (select from pg_stat_activity where datname = current_database()
        and application_name = $1 and pid <> pg_backend_pid()) as others`,
      [LISTENER_NAME],
    );
    othersListening = rows[0]!.others;
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
  const checking = setInterval(() => {
    if (current) lookForOthers(current).catch(() => {});
  }, othersCheckMs);
  checking.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(checking);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
    async notify(payloads) {
      if (!othersListening) return;
      await current
        ?.query({
          // Prepared once per connection: parsing and planning it was a fifth of its cost.
          name: 'quadro_notify',
          text: 'select pg_notify($1, payload) from unnest($2::text[]) as payload',
          values: [channel, payloads],
        })
        .catch(() => {});
    },
  };
}
