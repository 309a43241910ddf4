import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cloneTestDatabase, createTestApp, type TestContext } from '../../../test/harness.js';
import { startMailbox, type Mailbox } from '../../../test/mailbox.js';
import { openPostgres, type Database } from '../../platform/db/client.js';
import { jobs, outbox } from '../../platform/db/schema/index.js';
import { smtpTransport, type MailTransport } from '../../adapters/mail/transport.js';
import { enqueueMail } from './mail.service.js';

// PostgreSQL only (`*.pg.test.ts`): two instances, each with its own pool, on one database, both
// delivering to one SMTP server. Every e-mail reaches it exactly once.

const MESSAGES = 40;

let mailbox: Mailbox;
const databases: Database[] = [];
const instances: TestContext[] = [];
const sentBy = [0, 0];

/** SMTP to the shared mailbox, a little slow, so both instances have work in flight at once. */
function countingTransport(instance: number): MailTransport {
  const smtp = smtpTransport(mailbox.url, 'Quadro <quadro@example.com>');
  return {
    async send(recipient, content) {
      await sleep(20);
      await smtp.send(recipient, content);
      sentBy[instance]! += 1;
    },
    close: () => smtp.close(),
  };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  const url = await cloneTestDatabase();
  for (const instance of [0, 1]) {
    const database = await openPostgres(url);
    databases.push(database);
    instances.push(await createTestApp({ database, mailTransport: countingTransport(instance) }));
  }
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  for (const database of databases) await database.close();
  await mailbox.close();
});

it('delivers each e-mail once when two instances share the work', async () => {
  const recipients = Array.from({ length: MESSAGES }, (_, n) => `par-${n}@example.com`);
  // Half committed through each instance's pool, all at once.
  await Promise.all(
    recipients.map((recipient, n) =>
      databases[n % 2]!.db.transaction((tx) =>
        enqueueMail(tx, recipient, { subject: `Mensagem ${n}`, text: `texto ${n}`, html: '' }),
      ),
    ),
  );
  for (const { app } of instances) app.jobs.kick();
  await Promise.all(instances.map(({ app }) => app.jobs.drain()));
  await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(MESSAGES);
  // Time for a second copy to arrive, if one were on its way.
  await sleep(300);

  expect(mailbox.received.map(({ to }) => to).sort()).toEqual([...recipients].sort());
  expect(sentBy[0]! + sentBy[1]!).toBe(MESSAGES);
  expect(sentBy[0]).toBeGreaterThan(0);
  expect(sentBy[1]).toBeGreaterThan(0);
  const rows = await databases[0]!.db.select().from(jobs).where(eq(jobs.kind, 'deliver-mail'));
  expect(rows.map(({ state, attempts }) => `${state} ${attempts}`)).toEqual(
    Array(MESSAGES).fill('done 1'),
  );
  const messages = await databases[0]!.db.select().from(outbox);
  expect(messages.every(({ sentAt }) => sentAt instanceof Date)).toBe(true);
});
