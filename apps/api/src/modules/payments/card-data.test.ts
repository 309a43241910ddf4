/**
 * Card data (number, CVV) is forwarded to the gateway and never stored, logged or returned: only
 * the brand and the last four digits are kept (design §6).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggerOptions } from '../../logger.js';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { as, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { rowsOf } from '../../../test/rows.js';

const CARD = '5555 3412 4444 1115';
const CARD_DIGITS = CARD.replace(/\s/g, '');
const CVV = '9371';
/** The CVV as a value of its own, not as a run of digits inside an id or a hash. */
const CVV_TOKEN = new RegExp(`(^|[^0-9a-f])${CVV}([^0-9a-f]|$)`, 'i');

const logLines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions('trace');
  if (typeof options !== 'object') throw new Error('loggerOptions must return options');
  ctx = await createTestApp({ logger: { ...options, stream } });
});
afterAll(() => ctx.close());

/** Every row of every table of ours, as JSON text. */
async function everyStoredValue(): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await ctx.database.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const dumped: string[] = [];
  for (const { table_name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await ctx.database.db.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
      ),
    );
    dumped.push(...rows.map((r) => `${table_name}: ${r.row}`));
  }
  return dumped;
}

it('sends a known card through approved, declined and refused checkouts, and keeps none of it', async () => {
  const user = await createUser(ctx);
  const subscribe = (card: Parameters<typeof validCheckout>[0]) =>
    as(ctx, user)(
      'POST',
      '/v1/payments/subscribe',
      validCheckout({ number: CARD, cvv: CVV, ...card }),
    );

  const refused = await subscribe({ exp_month: 13 });
  expect(refused.statusCode).toBe(400);
  const declined = await subscribe({ cvv: '6371' });
  expect(declined.statusCode).toBe(402);
  await endTrial(ctx, user.id);
  const approved = await subscribe({});
  expect(approved.statusCode).toBe(200);

  const answers = [refused.body, declined.body, approved.body].join('\n');
  const stored = await everyStoredValue();
  const logs = logLines.join('');

  expect(stored.some((row) => row.includes('"card_last4":"1115"'))).toBe(true);
  expect(stored.some((row) => row.includes('"card_brand":"mastercard"'))).toBe(true);
  expect(logs).toContain('payment approved');
  for (const [where, text] of [
    ['database', stored.join('\n')],
    ['logs', logs],
    ['answers', answers],
  ] as const) {
    expect(text.includes(CARD_DIGITS), `card number in ${where}`).toBe(false);
    expect(text.includes(CARD), `card number in ${where}`).toBe(false);
    expect(CVV_TOKEN.test(text), `CVV in ${where}`).toBe(false);
  }
});
