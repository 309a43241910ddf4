import {
  TRIAL_DAYS,
  type AuthResponse,
  type RefreshResponse,
  type User,
  type RegisterInput,
  type LoginInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { hashToken, randomToken } from '../../platform/session/random-tokens.js';
import { enqueueMail, requestMail, type Mailer } from '../mail/mail.service.js';
import { passwordResetEmail, verificationEmail } from '../mail/templates.js';
import type { AccessTokens } from '../../platform/session/access-tokens.js';
import type { HumanVerifier } from '../../adapters/human-verification/human-verifier.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import * as repo from './auth.repository.js';
import { findSubscription } from '../../domain/subscription/plans.repository.js';
import { presentUser } from './auth.presenter.js';
import { clientNetwork } from './client-network.js';
import { hashPassword, verifyPassword } from './passwords.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFRESH_TTL_MS = 30 * DAY_MS;
/** E-mailed links: how long each stays valid and the page that spends it. */
const EMAIL_LINKS = {
  verify_email: { ttlMs: DAY_MS, path: '/verify-email' },
  reset_password: { ttlMs: 60 * 60 * 1000, path: '/reset-password' },
} as const;
/**
 * A refresh token spent this recently is accepted again (another child in the same family), so
 * two tabs refreshing with one token do not look like a stolen copy (docs/decisions/0016-sessions-a-sliding-30-days-one-family-per-login-checked-on-every-request.md).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/**
 * NIST 800-63B §5.2.2: consecutive failures of an e-mail from one IP lock it, for that IP only,
 * for 1, 2, 4 … 60 minutes; someone else's failures never keep the owner out.
 */
export const LOGIN_LOCK = {
  lockAfter: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: DAY_MS,
};
/**
 * …and failures summed over every IP are capped per e-mail (NIST's 100): past that, only a browser
 * that signed in to the account before (its device token) or a password reset gets in.
 */
export const ACCOUNT_LOGIN_CAP = { maxFailures: 100, windowMs: DAY_MS };
/**
 * A device token stays trusted a year from its last sign-in; a few consecutive failures with it
 * stop it bypassing the cap (a stolen copy buys no more guesses). An account keeps its most
 * recently used devices only.
 */
export const TRUSTED_DEVICE = { ttlMs: 365 * DAY_MS, maxFailures: 10, perUser: 20 };

export const FORGOT_PASSWORD_MESSAGE =
  'Se o email existir em nosso sistema, você receberá instruções para redefinir sua senha.';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');
const invalidSession = () => new AppError('INVALID_REFRESH_TOKEN');
function loginLocked(lockedUntil: Date | null) {
  const seconds = Math.max(1, Math.ceil(((lockedUntil?.getTime() ?? 0) - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'LOGIN_LOCKED',
    `Muitas tentativas de login com este email. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} ou redefina sua senha em "Esqueceu a senha?".`,
    seconds,
  );
}
function accountLoginLocked(windowEndsAt: Date) {
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
  return new AppError('LOGIN_ACCOUNT_LOCKED', undefined, seconds);
}
const invalidEmailToken = () =>
  new AppError(
    'INVALID_EMAIL_TOKEN',
    'Token inválido ou expirado. Por favor, solicite um novo link.',
  );

export interface AuthServiceDeps {
  db: Db;
  accessTokens: AccessTokens;
  verifier: HumanVerifier;
  mail: Mailer;
  publicUrl: string;
  /** Told of the sessions this instance ends, so it refuses their tokens at once. */
  memory: Pick<AccessMemory, 'forgetSession' | 'forgetSessionsOf'>;
}

/** A user by id (for invites). */
export const findUser = (db: DbOrTx, userId: string) => repo.findUserById(db, userId);

/** The account row; its sessions, memberships and plan go with it by cascade. */
export const deleteUser = (tx: DbOrTx, userId: string) => repo.deleteUser(tx, userId);

/** Accepting an e-mailed link proves the address (design §6). */
export async function markEmailVerified(db: DbOrTx, userId: string): Promise<void> {
  await repo.updateUser(db, userId, { emailVerifiedAt: new Date() });
}

export function createAuthService({
  db,
  accessTokens,
  verifier,
  mail,
  publicUrl,
  memory,
}: AuthServiceDeps) {
  async function issueRefreshToken(tx: DbOrTx, userId: string, familyId: string) {
    const refreshToken = randomToken();
    await repo.insertRefreshToken(tx, {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    return refreshToken;
  }

  /** A login starts a session: the family its refresh tokens rotate in. */
  async function startSession(tx: DbOrTx, userId: string) {
    const sessionId = await repo.insertSession(tx, userId);
    return { sessionId, refreshToken: await issueRefreshToken(tx, userId, sessionId) };
  }

  /** A new single-use link of that purpose, superseding the user's earlier ones. */
  async function emailLink(tx: DbOrTx, userId: string, purpose: repo.EmailTokenPurpose) {
    const { ttlMs, path } = EMAIL_LINKS[purpose];
    const token = randomToken();
    await repo.spendEmailTokens(tx, userId, purpose);
    await repo.insertEmailToken(tx, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  async function sendVerification(tx: DbOrTx, user: repo.UserRow) {
    const link = await emailLink(tx, user.id, 'verify_email');
    await enqueueMail(tx, user.email, verificationEmail(user.name, link));
  }

  async function authResponse(
    user: repo.UserRow,
    started: { sessionId: string; refreshToken: string; deviceToken: string },
  ): Promise<AuthResponse> {
    return {
      user: presentUser(user, await findSubscription(db, user.id)),
      token: await accessTokens.sign({ userId: user.id, sessionId: started.sessionId }),
      refreshToken: started.refreshToken,
      deviceToken: started.deviceToken,
    };
  }

  /**
   * The browser signed in to the account: it is trusted for a year from now. It keeps the token it
   * sent if the server issued it (to this account or another signed in there), else gets a new one.
   */
  async function trustDevice(tx: DbOrTx, userId: string, presented: string | undefined) {
    const known = presented && (await repo.isDeviceTokenLive(tx, hashToken(presented)));
    const deviceToken = known ? presented : randomToken();
    const expiresAt = new Date(Date.now() + TRUSTED_DEVICE.ttlMs);
    await repo.trustDevice(tx, { tokenHash: hashToken(deviceToken), userId, expiresAt });
    if (!known) await repo.forgetOldDevices(tx, userId, TRUSTED_DEVICE.perUser);
    return deviceToken;
  }

  /**
   * Counts the attempt before the password is checked, or refuses it: per IP first, then, unless
   * the device token is trusted by that account, against the account's daily total. One
   * transaction, so an attempt the cap refuses leaves no count behind; the rows are locked in that
   * order (docs/decisions/0039-login-locks-per-address-a-daily-cap-per-account-and-trusted-devices.md). Counted per e-mail whether or not it has an account,
   * so a lock tells nothing either.
   */
  async function countLoginAttempt(source: repo.LoginSource, email: string, device?: string) {
    return db.transaction(async (tx) => {
      const perIp = await repo.countLoginAttempt(tx, source, LOGIN_LOCK);
      if (!perIp.allowed) throw loginLocked(perIp.lockedUntil);
      const tokenHash = device ? hashToken(device) : null;
      if (
        tokenHash &&
        (await repo.claimTrustedDevice(tx, { tokenHash, email }, TRUSTED_DEVICE.maxFailures))
      )
        return { countedForAccount: false };
      const account = await repo.countAccountAttempt(tx, source.emailHash, ACCOUNT_LOGIN_CAP);
      if (!account.allowed) throw accountLoginLocked(account.windowEndsAt);
      return { countedForAccount: true };
    });
  }

  mail.addComposer('password_reset', async (tx, email) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user) return null;
    return passwordResetEmail(user.name, await emailLink(tx, user.id, 'reset_password'));
  });

  let nextLoginFailureSweep = 0;
  async function sweepLoginFailures() {
    if (Date.now() < nextLoginFailureSweep) return;
    nextLoginFailureSweep = Date.now() + 60 * 60_000;
    // Housekeeping only: a failed sweep waits for the next hour, the login answers as usual.
    await repo
      .deleteStaleLoginFailures(db, new Date(Date.now() - LOGIN_LOCK.forgetAfterMs))
      .catch(() => undefined);
  }

  return {
    async register(input: RegisterInput, ip: string): Promise<AuthResponse> {
      await verifier.assertHuman(input.turnstileToken, ip);
      const passwordHash = await hashPassword(input.password);
      try {
        const { user, started } = await db.transaction(async (tx) => {
          if (await repo.findUserByEmail(tx, input.email)) throw emailTaken();
          const user = await repo.insertUser(tx, {
            name: input.name,
            email: input.email,
            passwordHash,
            trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
          });
          await sendVerification(tx, user);
          const deviceToken = await trustDevice(tx, user.id, input.deviceToken);
          return { user, started: { ...(await startSession(tx, user.id)), deviceToken } };
        });
        mail.kick();
        return authResponse(user, started);
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async login(input: LoginInput, ip: string) {
      await verifier.assertHuman(input.turnstileToken, ip);
      const source = { emailHash: hashToken(input.email), ip: clientNetwork(ip) };
      const attempt = await countLoginAttempt(source, input.email, input.deviceToken);
      const user = await repo.findUserByEmail(db, input.email);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
        await sweepLoginFailures();
        throw invalidCredentials();
      }
      const started = await db.transaction(async (tx) => {
        await repo.clearLoginFailures(tx, source);
        const deviceToken = await trustDevice(tx, user.id, input.deviceToken);
        // The right password is no failure: its attempt leaves the account's total.
        if (attempt.countedForAccount) await repo.uncountAccountAttempt(tx, source.emailHash);
        return { ...(await startSession(tx, user.id)), deviceToken };
      });
      return authResponse(user, started);
    },

    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
        const now = new Date();
        if (!row || row.sessionRevokedAt || row.expiresAt <= now) return null;
        if (!row.usedAt) {
          await repo.markRefreshTokenUsed(tx, row.id, now);
        } else if (now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          // A spent token came back: someone holds a stolen copy. End the whole session.
          await repo.revokeSession(tx, row.familyId);
          return { stolen: true, sessionId: row.familyId } as const;
        }
        return {
          stolen: false,
          userId: row.userId,
          sessionId: row.familyId,
          refreshToken: await issueRefreshToken(tx, row.userId, row.familyId),
        } as const;
      });
      if (!outcome) throw invalidSession();
      if (outcome.stolen) {
        memory.forgetSession(outcome.sessionId);
        throw invalidSession();
      }
      return {
        token: await accessTokens.sign({ userId: outcome.userId, sessionId: outcome.sessionId }),
        refreshToken: outcome.refreshToken,
      };
    },

    /** Ends the session of the refresh token and of the access token given, whichever are valid. */
    async logout(input: { refreshToken?: string; accessToken?: string | null }): Promise<void> {
      const fromAccess = input.accessToken
        ? await accessTokens.verify(input.accessToken).catch(() => null)
        : null;
      const { refreshToken } = input;
      if (!refreshToken && !fromAccess) return;
      const ended = await db.transaction(async (tx) => {
        const row = refreshToken
          ? await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken))
          : undefined;
        const sessionIds = [...new Set([row?.familyId, fromAccess?.sessionId])];
        for (const sessionId of sessionIds) if (sessionId) await repo.revokeSession(tx, sessionId);
        return sessionIds;
      });
      for (const sessionId of ended) if (sessionId) memory.forgetSession(sessionId);
    },

    async me(userId: string): Promise<User> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return presentUser(user, await findSubscription(db, userId));
    },

    async verifyEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await repo.consumeEmailToken(tx, 'verify_email', hashToken(token));
        if (!userId) throw invalidEmailToken();
        await repo.updateUser(tx, userId, { emailVerifiedAt: new Date() });
      });
    },

    async resendVerification(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await repo.findUserById(tx, userId);
        if (!user) throw new AppError('UNAUTHORIZED');
        if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
        await sendVerification(tx, user);
      });
      mail.kick();
    },

    /**
     * Takes as long whether or not the address has an account: it only queues a reset e-mail,
     * which the delivery job composes later if there is an account to reset. Call
     * `deliverQueuedMail` once the answer is sent.
     */
    async forgotPassword(email: string): Promise<void> {
      await requestMail(db, email, 'password_reset');
    },

    deliverQueuedMail(): void {
      mail.kick();
    },

    async resetPassword(token: string, password: string): Promise<void> {
      // argon2 costs real CPU: a made-up link must not buy a hash.
      if (!(await repo.isEmailTokenLive(db, 'reset_password', hashToken(token))))
        throw invalidEmailToken();
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const userId = await repo.consumeEmailToken(tx, 'reset_password', hashToken(token));
        if (!userId) throw invalidEmailToken();
        await repo.spendEmailTokens(tx, userId, 'reset_password');
        // The link reached the inbox, so the address is proven too.
        const user = await repo.updateUser(tx, userId, {
          passwordHash,
          emailVerifiedAt: new Date(),
        });
        await repo.revokeAllSessions(tx, userId);
        // Whoever reads the inbox may sign in again at once, from anywhere, whatever was locked.
        // The trusted devices stay trusted: the reset proves the inbox, not which browsers are ours.
        await repo.liftLoginLocks(tx, { emailHash: hashToken(user.email), userId });
        return userId;
      });
      memory.forgetSessionsOf(userId);
    },
  };
}

function emailTaken() {
  return new AppError('EMAIL_TAKEN');
}

export type AuthService = ReturnType<typeof createAuthService>;
