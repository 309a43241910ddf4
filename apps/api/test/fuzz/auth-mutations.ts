import { decodeJwt, SignJWT } from 'jose';
import { mutation, type Mutation } from './draft.js';
import { HUGE_100K, SAMPLE_UUID } from './json.js';
import { randomUuid, type Random } from './random.js';
import type { FuzzTargets } from './targets.js';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every way to present a session that is not one. */
export async function authMutations(targets: FuzzTargets, random: Random): Promise<Mutation[]> {
  const key = new TextEncoder().encode(targets.jwtSecret);
  const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xyz');
  const { sub = SAMPLE_UUID, sid = SAMPLE_UUID } = decodeJwt(targets.token) as {
    sub?: string;
    sid?: string;
  };
  const now = Math.floor(Date.now() / 1000);
  const sign = (
    claims: { sub?: string; sid?: string },
    { secret = key, alg = 'HS256', issuer = 'quadro', exp = now + 600 } = {},
  ) => {
    const jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {})
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt(now - 60)
      .setExpirationTime(exp);
    return (claims.sub ? jwt.setSubject(claims.sub) : jwt).sign(secret);
  };
  const bearer = async (token: Promise<string>) => `Bearer ${await token}`;
  const headers: Record<string, string | undefined> = {
    none: undefined,
    garbage: 'garbage',
    'bearer-empty': 'Bearer ',
    'bearer-only': 'Bearer',
    'bearer-two-tokens': `Bearer ${targets.token} ${targets.token}`,
    basic: 'Basic dXNlcjpzZW5oYQ==',
    'not-a-jwt': 'Bearer not.a.jwt',
    huge: `Bearer ${HUGE_100K}`,
    'other-key': await bearer(sign({ sub, sid }, { secret: otherKey })),
    'alg-none': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub, sid, iss: 'quadro', exp: now + 600 })}.`,
    hs512: await bearer(sign({ sub, sid }, { alg: 'HS512' })),
    expired: await bearer(sign({ sub, sid }, { exp: now - 30 })),
    'wrong-issuer': await bearer(sign({ sub, sid }, { issuer: 'outro' })),
    'no-session-claim': await bearer(sign({ sub })),
    'no-subject': await bearer(sign({ sid })),
    'subject-not-uuid': await bearer(sign({ sub: 'x', sid })),
    // Well signed, for a user that is gone (deleted while the token lives) or someone else.
    'unknown-user': await bearer(sign({ sub: randomUuid(random), sid: randomUuid(random) })),
    'session-of-other-user': await bearer(sign({ sub: targets.foreign.user[0] ?? sub, sid })),
  };
  return Object.entries(headers).map(([name, header]) =>
    mutation(`auth ${name}`, false, (draft) => {
      if (header === undefined) delete draft.headers.authorization;
      else draft.headers.authorization = header;
    }),
  );
}
