import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/app-error.js';

const ALGORITHM = 'HS256';
const ISSUER = 'quadro';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who an access token speaks for: the user and the login (refresh-token family) it came from. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
  /** The claims of a token `verify` already accepted and that has not expired yet, at no cost. */
  known(token: string): AccessClaims | undefined;
}

const invalidToken = () => new AppError('INVALID_ACCESS_TOKEN');

/** Tokens already verified, kept until they expire: a poll does not check the signature again. */
const MAX_VERIFIED_TOKENS = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  // Imported once: given raw bytes, jose would import the HMAC key again on every verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const known = (token: string) => {
    const entry = verified.get(token);
    return entry && Date.now() < entry.expiresAt ? entry.claims : undefined;
  };
  return {
    known,
    sign: async ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    async verify(token) {
      const cached = known(token);
      if (cached) return cached;
      verified.delete(token);
      let payload;
      try {
        ({ payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          // A token without an expiry would be a session nobody can end by waiting.
          requiredClaims: ['exp', 'sub', 'sid'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw invalidToken();
      }
      const { sub, sid } = payload;
      // Both end up in uuid columns: anything else must not reach a query.
      if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid))
        throw invalidToken();
      const claims = { userId: sub, sessionId: sid };
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
      return claims;
    },
  };
}
