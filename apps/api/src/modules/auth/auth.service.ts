import { randomUUID } from 'node:crypto';
import { TRIAL_DAYS, type AuthResponse, type RefreshResponse, type User } from '@quadro/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, unauthorized } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { OutboxWorker } from '../../mail/outbox-worker.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { passwordResetEmail, verificationEmail } from '../../mail/templates.js';
import type { AccessTokens } from '../../plugins/auth.js';
import type { HumanVerifier } from '../../verification/human-verifier.js';
import * as repo from './auth.repository.js';
import { presentUser } from './auth.presenter.js';
import { hashPassword, verifyPassword } from './passwords.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFRESH_TTL_MS = 30 * DAY_MS;
const VERIFY_TTL_MS = DAY_MS;
const RESET_TTL_MS = 60 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  'Se o email existir em nosso sistema, você receberá instruções para redefinir sua senha.';

const invalidCredentials = () => unauthorized('Email ou senha inválidos', 'INVALID_CREDENTIALS');
const invalidSession = () => unauthorized('Sessão inválida ou expirada', 'INVALID_REFRESH_TOKEN');
const invalidEmailToken = () =>
  new AppError(
    400,
    'INVALID_TOKEN',
    'Token inválido ou expirado. Por favor, solicite um novo link.',
  );

export interface AuthServiceDeps {
  db: Db;
  accessTokens: AccessTokens;
  verifier: HumanVerifier;
  mail: OutboxWorker;
  publicUrl: string;
}

export function createAuthService({
  db,
  accessTokens,
  verifier,
  mail,
  publicUrl,
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

  async function sendVerification(tx: DbOrTx, user: repo.UserRow) {
    const token = randomToken();
    await repo.spendEmailTokens(tx, user.id, 'verify_email');
    await repo.insertEmailToken(tx, {
      userId: user.id,
      purpose: 'verify_email',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
    });
    const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, user.email, verificationEmail(user.name, link));
  }

  async function session(user: repo.UserRow, refreshToken: string): Promise<AuthResponse> {
    return { user: presentUser(user), token: await accessTokens.sign(user.id), refreshToken };
  }

  return {
    async register(
      input: { name: string; email: string; password: string; turnstileToken: string },
      ip: string,
    ): Promise<AuthResponse> {
      await verifier.assertHuman(input.turnstileToken, ip);
      const passwordHash = await hashPassword(input.password);
      try {
        const { user, refreshToken } = await db.transaction(async (tx) => {
          if (await repo.findUserByEmail(tx, input.email)) throw emailTaken();
          const user = await repo.insertUser(tx, {
            name: input.name,
            email: input.email,
            passwordHash,
            trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
          });
          await sendVerification(tx, user);
          return { user, refreshToken: await issueRefreshToken(tx, user.id, randomUUID()) };
        });
        mail.kick();
        return session(user, refreshToken);
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async login(input: { email: string; password: string; turnstileToken: string }, ip: string) {
      await verifier.assertHuman(input.turnstileToken, ip);
      const user = await repo.findUserByEmail(db, input.email);
      if (!(await verifyPassword(user?.passwordHash, input.password)) || !user)
        throw invalidCredentials();
      const refreshToken = await issueRefreshToken(db, user.id, randomUUID());
      return session(user, refreshToken);
    },

    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
        if (!row || row.revokedAt || row.expiresAt <= new Date()) return null;
        if (row.usedAt) {
          // A spent token came back: someone holds a stolen copy. End the whole session family.
          await repo.revokeRefreshFamily(tx, row.familyId);
          return null;
        }
        await repo.markRefreshTokenUsed(tx, row.id);
        return {
          userId: row.userId,
          refreshToken: await issueRefreshToken(tx, row.userId, row.familyId),
        };
      });
      if (!outcome) throw invalidSession();
      return { token: await accessTokens.sign(outcome.userId), refreshToken: outcome.refreshToken };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
        if (row) await repo.revokeRefreshFamily(tx, row.familyId);
      });
    },

    async me(userId: string): Promise<User> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized();
      return presentUser(user);
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
        if (!user) throw unauthorized();
        if (user.emailVerifiedAt)
          throw conflict('Seu email já foi verificado', 'EMAIL_ALREADY_VERIFIED');
        await sendVerification(tx, user);
      });
      mail.kick();
    },

    async forgotPassword(email: string): Promise<void> {
      const sent = await db.transaction(async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
        if (!user) return false;
        const token = randomToken();
        await repo.spendEmailTokens(tx, user.id, 'reset_password');
        await repo.insertEmailToken(tx, {
          userId: user.id,
          purpose: 'reset_password',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(tx, user.email, passwordResetEmail(user.name, link));
        return true;
      });
      if (sent) mail.kick();
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await repo.consumeEmailToken(tx, 'reset_password', hashToken(token));
        if (!userId) throw invalidEmailToken();
        await repo.spendEmailTokens(tx, userId, 'reset_password');
        // The link reached the inbox, so the address is proven too.
        await repo.updateUser(tx, userId, { passwordHash, emailVerifiedAt: new Date() });
        await repo.revokeAllRefreshTokens(tx, userId);
      });
    },
  };
}

function emailTaken() {
  return conflict('Este email já está cadastrado', 'EMAIL_TAKEN');
}

export type AuthService = ReturnType<typeof createAuthService>;
