import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** What an e-mail says, in both forms every client can show. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  send(recipient: string, content: MailContent): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(recipient, content) {
      const { headers, ...body } = content;
      await transporter.sendMail({ from, to: recipient, ...body, headers: headers ?? undefined });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: log each message with its link so a local user can click it, and keep a
 * copy under DATA_DIR/outbox to open in a browser.
 */
export function devOutboxTransport(dataDir: string, log: FastifyBaseLogger): MailTransport {
  const dir = path.join(dataDir, 'outbox');
  return {
    async send(recipient, content) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipient}.html`,
      );
      writeFileSync(file, content.html);
      const link = content.text.match(/https?:\/\/\S+/)?.[0];
      log.info(
        { to: recipient, subject: content.subject, link, file },
        'dev outbox: e-mail not sent (no SMTP_URL)',
      );
    },
    close: () => {},
  };
}
