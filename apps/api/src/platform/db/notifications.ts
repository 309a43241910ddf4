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
   * pooled one is taken), for the other listeners. Best effort: nothing is sent unless
   * `othersListening`, nor while this connection is down, nor a payload PostgreSQL would refuse;
   * a failure is dropped. PGlite has none: its one process is the only instance.
   */
  notify?(payloads: string[]): Promise<void>;
  /**
   * Whether another listener of this application, under the same database user, is connected
   * (and the notification queue is under a tenth full): what `notify` sends has a reader.
   */
  othersListening?(): boolean;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
/** How the listening connections show in `pg_stat_activity`, whatever the URL names. */
export const LISTENER_NAME = 'quadro-listen';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7_999;
/** Past this share of PostgreSQL's notification queue, a listener stuck behind is filling it. */
const MAX_QUEUE_USAGE = 0.1;
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
  let looking: Promise<void> | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    let backendPid: number | undefined;
    // What `notify` sent comes back to this connection too; this instance knows it already.
    client.on('notification', ({ channel: from, payload, processId }) => {
      if (from !== channel || processId === backendPid) return;
      if (payload) handlers.message(payload);
      // Another listener connected; looked at, since any login to the database may say so.
      else looking ??= lookForOthers(client).finally(() => (looking = undefined));
    });
    // A lost connection ends with 'end'; the error itself needs no handling beyond that.
    client.on('error', () => {});
    client.on('end', () => {
      if (client !== current || stopped) return;
      current = null;
      othersListening = false;
      handlers.lost?.();
      scheduleReconnect();
    });
    try {
      await client.connect();
      // A NOTIFY's transaction writes a commit record; what this one sends needs no durability,
      // so its commit does not wait for the disk.
      await client.query(
        `set application_name = ${client.escapeLiteral(LISTENER_NAME)};
        LISTEN ${client.escapeIdentifier(channel)}; set synchronous_commit = off`,
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
    const { rows } = await client
      .query<{ others: boolean }>(
        `select exists (select from pg_stat_activity where datname = current_database()
            and usename = session_user and application_name = $1 and pid <> pg_backend_pid())
          and pg_notification_queue_usage() < $2 as others`,
        [LISTENER_NAME, MAX_QUEUE_USAGE],
      )
      .catch(() => ({ rows: [{ others: false }] }));
    othersListening = rows[0]!.others;
  }

  function scheduleReconnect() {
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 250 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          if (!stopped) handlers.reconnected?.();
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
    if (current) void lookForOthers(current);
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
    othersListening: () => othersListening,
    async notify(payloads) {
      if (!othersListening) return;
      await current
        ?.query({
          // Prepared once per connection: parsing and planning it was a fifth of its cost.
          name: 'quadro_notify',
          text: `select pg_notify($1, payload) from unnest($2::text[]) as payload
            where octet_length(payload) <= $3`,
          values: [channel, payloads, MAX_NOTIFY_BYTES],
        })
        .catch(() => {});
    },
  };
}
