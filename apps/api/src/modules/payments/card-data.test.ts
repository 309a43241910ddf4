/**
 * Card data (number, CVV) is forwarded to the gateway and never stored, logged or returned: only
 * the brand and the last four digits are kept (design §6).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { capturedLogger } from '../../../test/log-lines.js';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { as, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { rowsOf } from '../../../test/rows.js';

const CARD = '5555 3412 4444 1115';
const CVV = '9371';
/** The card 'Trocar cartão' saves, then renewals charge. */
const NEW_CARD = '4000 0012 3456 7899';
const NEW_CVV = '8462';
/**
 * A CVV as a value of its own (JSON, a log line, a query string), not as four digits that happen
 * to stand inside an id, a hash, a base64url token or a timestamp's fraction: by chance, those
 * made this test fail once in a while.
 */
const token = (cvv: string) => new RegExp(`(^|["'\\s:,=&?([{])${cvv}(["'\\s.,;&)}\\]]|$)`);

const { lines: logLines, logger } = capturedLogger('trace');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ logger });
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

it('sends known cards through checkouts, a card change and a renewal, and keeps none of them', async () => {
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
  const changeCard = (cvv: string) => {
    const { customer, card } = validCheckout({ number: NEW_CARD, cvv });
    return as(ctx, user)('PUT', '/v1/payments/card', { customer, card });
  };
  const refusedCard = await changeCard('6462');
  expect(refusedCard.statusCode).toBe(402);
  const changed = await changeCard(NEW_CVV);
  expect(changed.statusCode).toBe(200);
  const renewed = await as(ctx, user)('POST', '/v1/payments/sandbox/renew');
  expect(renewed.statusCode).toBe(200);

  const answers = [refused, declined, approved, refusedCard, changed, renewed]
    .map(({ body }) => body)
    .join('\n');
  const stored = await everyStoredValue();
  const logs = logLines.join('');

  expect(stored.some((row) => row.includes('"card_last4":"1115"'))).toBe(true);
  expect(stored.some((row) => row.includes('"card_brand":"mastercard"'))).toBe(true);
  expect(stored.some((row) => row.includes('"card_last4":"7899"'))).toBe(true);
  expect(logs).toContain('payment approved');
  expect(logs).toContain('card replaced');
  expect(logs).toContain('renewal approved');
  for (const [where, text] of [
    ['database', stored.join('\n')],
    ['logs', logs],
    ['answers', answers],
  ] as const) {
    for (const [number, cvv] of [
      [CARD, CVV],
      [NEW_CARD, NEW_CVV],
    ] as const) {
      expect(text.includes(number.replace(/\s/g, '')), `card number in ${where}`).toBe(false);
      expect(text.includes(number), `card number in ${where}`).toBe(false);
      expect(token(cvv).test(text), `CVV in ${where}`).toBe(false);
    }
  }
});
