import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/clock.js';
import { createTestApp, openTestDatabase, registerUser } from '../../../test/harness.js';
import type { Database } from '../../platform/db/client.js';
import { jobs, outbox } from '../../platform/db/schema/index.js';
import type { MailTransport } from '../../adapters/mail/transport.js';

// The whole app, as `server.ts` runs it: e-mail committed by a request survives the instance
// that should have sent it.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const mailTo = async (recipient: string) => {
  const [message] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  const [job] = message
    ? await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.payload, { outboxId: message.id }))
    : [];
  return { message, job };
};

describe('e-mail across instances', () => {
  it('loses nothing when the app stops between the commit and the send', async () => {
    const first = await createTestApp({ database });
    // Its runner gone, as if the process had died right after the request committed.
    await first.app.jobs.stop();
    const user = await registerUser(first.app);
    await first.close();
    expect(await mailTo(user.email)).toMatchObject({
      message: { sentAt: null },
      job: { state: 'queued', attempts: 0 },
    });

    const second = await createTestApp({ database });
    try {
      const mail = await second.mailbox.waitFor(user.email, /Confirme seu email/);
      expect(mail.text).toContain('/verify-email?token=');
      await second.app.jobs.drain();
      expect(await mailTo(user.email)).toMatchObject({
        message: { text: '' },
        job: { state: 'done', attempts: 1 },
      });
    } finally {
      await second.close();
    }
  });

  it('sends, once, an e-mail whose instance died while sending it, when its lease runs out', async () => {
    const clock = manualClock();
    let cut: (error: Error) => void = () => {};
    // The SMTP conversation never ends: the process died in the middle of it.
    const dying: MailTransport = {
      send: () => new Promise((_resolve, reject) => (cut = reject)),
      close() {},
    };
    const first = await createTestApp({ database, clock, mailTransport: dying });
    const user = await registerUser(first.app);
    await expect.poll(async () => (await mailTo(user.email)).job?.state).toBe('running');

    const second = await createTestApp({ database, clock });
    try {
      await second.app.jobs.drain();
      // Still leased by the first instance.
      expect(second.mailbox.received).toEqual([]);
      clock.advance(60_000);
      await second.app.jobs.drain();
      await second.mailbox.waitFor(user.email, /Confirme seu email/);
      expect(await mailTo(user.email)).toMatchObject({ job: { state: 'done', attempts: 2 } });

      // The first instance's run ends at last: it no longer holds the job and changes nothing.
      cut(new Error('connection reset'));
      await first.close();
      expect(await mailTo(user.email)).toMatchObject({
        job: { state: 'done', attempts: 2, lastError: null },
      });
      expect(second.mailbox.received.filter((mail) => mail.to === user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
