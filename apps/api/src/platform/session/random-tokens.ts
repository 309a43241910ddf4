import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for refresh, verification, reset and invite tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: a leaked table does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
