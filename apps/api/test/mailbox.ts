import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header by its lower-cased name. */
  headers: Record<string, string>;
}

/**
 * A real SMTP listener on a random local port: the app delivers to it like to any server.
 * `onMail` also sees each message (the browser suite hands them to its specs as files).
 */
export async function startMailbox(onMail?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            for (const rcpt of session.envelope.rcptTo) {
              const message = {
                to: rcpt.address,
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: mail.html ?? '',
                headers: Object.fromEntries(mail.headers.map(({ key, value }) => [key, value])),
              };
              received.push(message);
              onMail?.(message);
            }
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest mail to `to` matching `subject`, waiting for it up to `timeoutMs`. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5_000): Promise<ReceivedMail> {
      const find = () => received.findLast((mail) => mail.to === to && subject.test(mail.subject));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find();
        if (mail) return mail;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first link in a mail's plain text to `pathname`, its token in the query or the path. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${pathname}(?:\\?token=)?[\\w-]+`));
  if (!match) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return new URL(match[0]);
}
