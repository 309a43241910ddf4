import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '@quadro/contracts';

export interface UnsubscribeLinks {
  /** The token of a link that turns off e-mail of `category` for `userId`. */
  tokenFor(userId: string, category: EmailCategory): string;
  /** What a token turns off, or null when it was not signed here. */
  read(token: string): { userId: string; category: EmailCategory } | null;
}

/**
 * Signed, not stored: a token names a person and a kind of e-mail, and the HMAC proves we wrote
 * it. It never expires, since an e-mail's footer must keep working; all it can do is turn off
 * that kind of e-mail, which the person can turn on again.
 */
export function unsubscribeLinks(secret: string): UnsubscribeLinks {
  // A key of its own: a token here is never a valid signature anywhere else.
  const key = createHmac('sha256', secret).update('quadro:unsubscribe').digest();
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

  return {
    tokenFor(userId, category) {
      const payload = `${userId}.${category}`;
      return `${payload}.${sign(payload)}`;
    },
    read(token) {
      const [userId, category, signature, ...rest] = token.split('.');
      if (!userId || !category || !signature || rest.length > 0) return null;
      if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
      const expected = Buffer.from(sign(`${userId}.${category}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, category: category as EmailCategory };
    },
  };
}
