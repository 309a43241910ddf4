import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { listenPostgres, type Listener } from './notifications.js';
import { cloneTestDatabase } from '../../../test/harness.js';

// PostgreSQL only (`*.pg.test.ts`): what a listener NOTIFYs goes to the other listeners, and to
// nobody while it is alone.

const CHANNEL = 'quadro_probe';
let url: string;
let observer: pg.Client;
/** Everything NOTIFYed on the channel, as a connection that is no listener of ours sees it. */
const observed: string[] = [];
beforeAll(async () => {
  url = await cloneTestDatabase();
  observer = new pg.Client({ connectionString: url });
  await observer.connect();
  observer.on('notification', ({ payload }) => payload && observed.push(payload));
  await observer.query(`LISTEN ${CHANNEL}`);
});
afterAll(() => observer.end());

/** Resolves once the observer has seen everything committed before. */
async function observedSoFar() {
  const marker = `marker ${observed.length} ${Math.random()}`;
  await observer.query('select pg_notify($1, $2)', [CHANNEL, marker]);
  await expect.poll(() => observed).toContain(marker);
}

const listen = (heard: string[], at = url) =>
  listenPostgres({ url: at, connectTimeoutMs: 5_000, othersCheckMs: 100 }, CHANNEL, {
    message: (payload) => heard.push(payload),
  });

it('notifies the other listeners, never itself, and nobody while it is alone', async () => {
  const heardByFirst: string[] = [];
  const heardBySecond: string[] = [];
  const first = await listen(heardByFirst);
  let second: Listener | undefined;
  try {
    await first.notify!(['alone']);
    await observedSoFar();
    expect(observed).not.toContain('alone');
    // Any login may say a listener connected: it is looked at, not believed.
    await observer.query(`select pg_notify($1, '')`, [CHANNEL]);
    await observedSoFar();
    await expect
      .poll(() => heardByFirst.filter((payload) => payload.startsWith('marker')))
      .not.toEqual([]);
    await first.notify!(['still alone']);
    await observedSoFar();
    expect(observed).not.toContain('still alone');

    // Whatever name its URL gives the connection.
    second = await listen(heardBySecond, `${url}?application_name=elsewhere`);
    // The second one's arrival reaches the first as a NOTIFY of its own.
    await vi.waitFor(
      async () => {
        await first.notify!(['together']);
        expect(heardBySecond).toContain('together');
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(first.othersListening!()).toBe(true);
    // A payload PostgreSQL refuses is left out, not the statement's others with it.
    await second.notify!(['from the second', 'x'.repeat(8_000)]);
    await expect.poll(() => heardByFirst).toContain('from the second');
    await observedSoFar();
    expect(heardBySecond).not.toContain('from the second');
    expect(heardByFirst).not.toContain('together');

    await second.stop();
    second = undefined;
    // Its departure is noticed at the next look.
    await vi.waitFor(
      async () => {
        const before = observed.length;
        await first.notify!(['alone again']);
        await observedSoFar();
        expect(observed.slice(before)).not.toContain('alone again');
      },
      { timeout: 10_000, interval: 150 },
    );
  } finally {
    await second?.stop();
    await first.stop();
  }
});
