import { buildApp } from '../../src/app.js';
import { loggerOptions } from '../../src/logger.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/platform/db/client.js';
import { manualClock } from '../clock.js';
import type { TestContext } from '../harness.js';
import { startMailbox } from '../mailbox.js';

export interface FuzzContext extends TestContext {
  /** The server's error log, one JSON line per entry. */
  log: string[];
}

/** The app as createTestApp builds it, but logging errors to memory so a 5xx shows its cause. */
export async function createFuzzContext(
  database: Database,
  jwtSecret: string,
): Promise<FuzzContext> {
  const mailbox = await startMailbox();
  const log: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'off',
    PUBLIC_URL: 'http://quadro.test',
    SMTP_URL: mailbox.url,
    DATA_DIR: '/nonexistent-test-data-dir',
    // Nothing listens there: a postal-code lookup fails at once (503) instead of going out.
    POSTAL_CODE_URL: 'http://127.0.0.1:9',
  });
  const options = loggerOptions('error');
  if (typeof options !== 'object') throw new Error('loggerOptions must return options');
  const app = await buildApp({
    config: { ...config, jwtSecret },
    database,
    // Time stands still: a scheduled job (the presence sweep) would change rows in the middle of
    // a window of refused requests. Jobs a request queues still run at once.
    clock: manualClock(),
    logger: {
      ...options,
      stream: {
        write(line: string | Uint8Array) {
          log.push(String(line).slice(0, 4000));
          return true;
        },
      },
    },
  });
  await app.ready();
  return {
    app,
    database,
    mailbox,
    log,
    async close() {
      await app.close();
      await database.close();
      await mailbox.close();
    },
  };
}
