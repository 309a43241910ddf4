import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

function mailsTo(to: string): CapturedMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to === to);
}

/**
 * Waits for the newest e-mail to `to` whose subject matches, and answers its link to `pathname`
 * (the token in the query, or in the path for invites).
 */
export async function linkFromMail(to: string, subject: RegExp, pathname: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(to).findLast((m) => subject.test(m.subject));
        const match = mail?.text.match(new RegExp(`https?://\\S+${pathname}(?:\\?token=)?[\\w-]+`));
        link = match?.[0] ?? '';
        return link;
      },
      { message: `e-mail to ${to} with a ${pathname} link`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** Waits for the newest e-mail to `to` whose subject matches, and answers it. */
export async function mailTo(to: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to).findLast((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { message: `e-mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
