import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.js';
import { startMailbox, type Mailbox } from '../../../test/mailbox.js';
import type { Database } from '../../platform/db/client.js';
import { outbox } from '../../platform/db/schema.js';
import { startOutboxWorker } from './outbox-worker.js';
import { enqueueMail } from './outbox.repository.js';
import { smtpTransport } from '../../adapters/mail/transport.js';

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

describe('outbox worker', () => {
  it('keeps a message while the SMTP server is down and delivers it once it is back', async () => {
    // Nothing listens on port 1: every attempt fails like a server that is down.
    const down = startOutboxWorker(
      database.db,
      smtpTransport('smtp://127.0.0.1:1', 'a@b.c'),
      pino({ level: 'silent' }),
      {
        pollIntervalMs: 60_000,
      },
    );
    await enqueueMail(database.db, 'retry@example.com', content);
    down.kick();
    await down.drain();
    await down.stop();
    const [failed] = await database.db.select().from(outbox);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed?.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // A message is retried when it is due again.
    await database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1) });
    const up = startOutboxWorker(
      database.db,
      smtpTransport(mailbox.url, 'Quadro <a@b.c>'),
      pino({ level: 'silent' }),
      {
        pollIntervalMs: 50,
      },
    );
    const mail = await mailbox.waitFor('retry@example.com', /Olá/);
    await up.stop();
    expect(mail.text.trim()).toBe('texto');
    const [sent] = await database.db.select().from(outbox);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.attempts).toBe(2);
  });

  it('drops the body of a sent message, keeping recipient, subject and times', async () => {
    const worker = startOutboxWorker(
      database.db,
      smtpTransport(mailbox.url, 'Quadro <a@b.c>'),
      silent,
    );
    await enqueueMail(database.db, 'sent@example.com', {
      subject: 'Seu link',
      text: 'Abra http://quadro.test/reset-password?token=segredo',
      html: '<a href="http://quadro.test/reset-password?token=segredo">Abrir</a>',
    });
    worker.kick();
    const mail = await mailbox.waitFor('sent@example.com', /Seu link/);
    await worker.stop();
    expect(mail.text).toContain('token=segredo');
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'sent@example.com'));
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
    const worker = startOutboxWorker(
      database.db,
      smtpTransport('smtp://127.0.0.1:1', 'a@b.c'),
      silent,
    );
    await enqueueMail(database.db, 'lost@example.com', {
      subject: 'Seu link',
      text: 'token=segredo',
      html: '<p>token=segredo</p>',
    });
    // Seven attempts already failed: the eighth is the last.
    await database.db
      .update(outbox)
      .set({ attempts: 7 })
      .where(eq(outbox.recipient, 'lost@example.com'));
    worker.kick();
    await worker.drain();
    await worker.stop();
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'lost@example.com'));
    expect(row).toMatchObject({
      attempts: 8,
      sentAt: null,
      subject: 'Seu link',
      text: '',
      html: '',
    });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeTruthy();
  });

  it('does not start a delivery once stopped', async () => {
    let sends = 0;
    const worker = startOutboxWorker(
      database.db,
      { send: async () => void (sends += 1), close: () => {} },
      silent,
    );
    await worker.stop();
    await enqueueMail(database.db, 'late@example.com', content);
    worker.kick();
    await worker.drain();
    expect(sends).toBe(0);
  });
});
