import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/clock.js';
import { openTestDatabase } from '../../../test/harness.js';
import { startMailbox, type Mailbox } from '../../../test/mailbox.js';
import type { Database } from '../../platform/db/client.js';
import { jobs, outbox } from '../../platform/db/schema/index.js';
import { createJobRunner, type JobRunner } from '../../platform/jobs/runner.js';
import { smtpTransport, type MailTransport } from '../../adapters/mail/transport.js';
import { createMailer, enqueueMail, requestMail, type Mailer } from './mail.service.js';

let database: Database;
let mailbox: Mailbox;
beforeAll(async () => {
  database = await openTestDatabase();
  mailbox = await startMailbox();
});
afterAll(async () => {
  await database.close();
  await mailbox.close();
});

const content = { subject: 'Olá', text: 'texto', html: '<p>texto</p>' };
const silent = pino({ level: 'silent' });

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

async function startMail(transport: MailTransport = smtpTransport(mailbox.url, 'Quadro <a@b.c>')) {
  const clock = manualClock();
  const runner = createJobRunner({ db: database.db, clock, log: silent, pollIntervalMs: 60_000 });
  const mail: Mailer = createMailer({
    db: database.db,
    transport,
    clock,
    log: silent,
    jobs: runner,
  });
  runners.push(runner);
  await runner.start();
  return { clock, runner, mail };
}

/** A transport that is down (as if nothing listened) until `up` is set. */
function flakyTransport() {
  const real = smtpTransport(mailbox.url, 'Quadro <a@b.c>');
  const state = { up: false, attempts: 0 };
  const transport: MailTransport = {
    async send(recipient, message) {
      state.attempts += 1;
      if (!state.up) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      await real.send(recipient, message);
    },
    close: () => real.close(),
  };
  return { transport, state };
}

const messageTo = async (recipient: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0];
const jobOf = async (outboxId: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.payload, { outboxId })))[0];
const received = (recipient: string) => mailbox.received.filter((mail) => mail.to === recipient);

describe('e-mail delivery', () => {
  it('keeps a message while the SMTP server is down and delivers it once it is back', async () => {
    const { transport, state } = flakyTransport();
    const { clock, runner } = await startMail(transport);
    await database.db.transaction((tx) => enqueueMail(tx, 'retry@example.com', content));
    await runner.drain();
    const waiting = await messageTo('retry@example.com');
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null, text: 'texto' });
    const job = await jobOf(waiting!.id);
    expect(job).toMatchObject({ kind: 'deliver-mail', state: 'queued', attempts: 1 });
    expect(job?.lastError).toMatch(/ECONNREFUSED/);
    expect(job?.runAt?.getTime()).toBe(clock.now().getTime() + 2_000);

    state.up = true;
    clock.advance(2_000);
    await runner.drain();
    const mail = await mailbox.waitFor('retry@example.com', /Olá/);
    expect(mail.text.trim()).toBe('texto');
    expect(await messageTo('retry@example.com')).toMatchObject({ sentAt: clock.now() });
    expect(await jobOf(waiting!.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(state.attempts).toBe(2);
  });

  it('drops the body of a sent message, keeping recipient, subject and times', async () => {
    const { runner } = await startMail();
    await enqueueMail(database.db, 'sent@example.com', {
      subject: 'Seu link',
      text: 'Abra http://quadro.test/reset-password?token=segredo',
      html: '<a href="http://quadro.test/reset-password?token=segredo">Abrir</a>',
    });
    runner.kick();
    const mail = await mailbox.waitFor('sent@example.com', /Seu link/);
    expect(mail.text).toContain('token=segredo');
    await runner.drain();
    const row = await messageTo('sent@example.com');
    expect(row).toMatchObject({
      recipient: 'sent@example.com',
      subject: 'Seu link',
      text: '',
      html: '',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('drops the body of a message it gives up on', async () => {
    const { transport } = flakyTransport();
    const { clock, runner } = await startMail(transport);
    await enqueueMail(database.db, 'lost@example.com', {
      subject: 'Seu link',
      text: 'token=segredo',
      html: '<p>token=segredo</p>',
    });
    const { id } = (await messageTo('lost@example.com'))!;
    // Seven attempts already failed: the eighth is the last.
    await database.db
      .update(jobs)
      .set({ attempts: 7 })
      .where(eq(jobs.payload, { outboxId: id }));
    await runner.drain();
    expect(await messageTo('lost@example.com')).toMatchObject({
      sentAt: null,
      failedAt: clock.now(),
      subject: 'Seu link',
      text: '',
      html: '',
    });
    const job = await jobOf(id);
    expect(job).toMatchObject({ state: 'failed', attempts: 8 });
    expect(job?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('sends a message once, even when its job runs again after sending it', async () => {
    const { clock, runner } = await startMail();
    await enqueueMail(database.db, 'once@example.com', content);
    await runner.drain();
    await mailbox.waitFor('once@example.com', /Olá/);
    const { id } = (await messageTo('once@example.com'))!;
    // As if the process died between sending and marking the job done: its lease runs out.
    await database.db
      .update(jobs)
      .set({ state: 'running', lockedUntil: clock.now() })
      .where(eq(jobs.payload, { outboxId: id }));
    await runner.drain();
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received('once@example.com')).toHaveLength(1);
  });

  it('composes a requested e-mail when it is delivered, or drops it with nothing to say', async () => {
    const { runner, mail } = await startMail();
    mail.addComposer('password_reset', async (_tx, recipient) =>
      recipient === 'known@example.com'
        ? { subject: 'Redefinição', text: `para ${recipient}`, html: '<p>oi</p>' }
        : null,
    );
    await requestMail(database.db, 'known@example.com', 'password_reset');
    await requestMail(database.db, 'ghost@example.com', 'password_reset');
    await runner.drain();
    expect((await mailbox.waitFor('known@example.com', /Redefinição/)).text).toContain(
      'para known@example.com',
    );
    expect(await messageTo('known@example.com')).toMatchObject({ subject: 'Redefinição' });
    expect(await messageTo('ghost@example.com')).toBeUndefined();
    expect(received('ghost@example.com')).toEqual([]);
  });

  it('does not start a delivery once stopped', async () => {
    let sends = 0;
    const { runner, mail } = await startMail({ send: async () => void (sends += 1), close() {} });
    await runner.stop();
    await enqueueMail(database.db, 'late@example.com', content);
    mail.kick();
    await runner.drain();
    expect(sends).toBe(0);
    expect(await messageTo('late@example.com')).toMatchObject({ sentAt: null, text: 'texto' });
  });
});
