import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.js';
import { startMailbox, type Mailbox } from '../../test/mailbox.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { startOutboxWorker } from './outbox-worker.js';
import { enqueueMail } from './outbox.repository.js';
import { smtpTransport } from './transport.js';

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
});
