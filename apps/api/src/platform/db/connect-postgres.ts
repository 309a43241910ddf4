import { openPostgres, type Database } from './client.js';
import { databaseErrorCode } from './db-errors.js';

/** How long start-up waits for PostgreSQL (starting beside it, after a reboot) before giving up. */
export const CONNECT_RETRY_MS = 60_000;
const MAX_DELAY_MS = 8_000;

/** Errors that waiting may cure: nothing listens yet, the name does not resolve yet, it is starting. */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P03', // cannot_connect_now: the server is starting up or shutting down
]);

/** A start-up that cannot go on, said in one line (no stack trace). */
export class StartupError extends Error {}

/** Where the database is, without its user or password: `db.example.com:5432/quadro`. */
export function whereIs(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

function reasonOf(error: unknown): { code: string; transient: boolean } {
  const code =
    databaseErrorCode(error) ||
    String((error as { code?: unknown }).code ?? '') ||
    (error instanceof Error && /timeout/i.test(error.message) ? 'ETIMEDOUT' : '');
  return {
    code: code || (error instanceof Error ? error.message : 'erro'),
    transient: TRANSIENT_CODES.has(code),
  };
}

/**
 * Opens PostgreSQL (and migrates it), retrying with a doubling delay while the failure is one
 * that waiting may cure, for at most `CONNECT_RETRY_MS`; each failure is one pt-BR line on
 * `say`. Anything else, or the time running out, is a `StartupError`.
 */
export async function connectPostgres(
  url: string,
  say: (line: string) => void,
  {
    retryMs = CONNECT_RETRY_MS,
    sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
  } = {},
): Promise<Database> {
  const deadline = Date.now() + retryMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await openPostgres(url);
    } catch (error) {
      const { code, transient } = reasonOf(error);
      const failed = `Não foi possível conectar ao PostgreSQL em ${whereIs(url)} (${code})`;
      const delay = Math.min(MAX_DELAY_MS, 500 * 2 ** attempt);
      if (!transient) throw new StartupError(`${failed}.`);
      if (Date.now() + delay > deadline)
        throw new StartupError(`${failed}; desistindo após ${Math.round(retryMs / 1000)} s.`);
      say(`${failed}; nova tentativa em ${(delay / 1000).toLocaleString('pt-BR')} s.`);
      await sleep(delay);
    }
  }
}
