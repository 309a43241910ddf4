import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './limits.js';
import { passwordError } from './password-rules.js';
import { storableText } from './fields.js';

const requiredString = (message: string) => storableText(message).trim().min(1, message);

export const emailSchema = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .max(MAX_EMAIL_LENGTH, 'Email inválido')
  .pipe(z.email({ error: 'Email inválido' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .max(MAX_PASSWORD_LENGTH, `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres`)
  .superRefine((password, ctx) => {
    const message = passwordError(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const loginPasswordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .max(MAX_PASSWORD_LENGTH, 'Senha inválida');

const turnstileTokenSchema = z
  .string({ error: 'Por favor, complete a verificação de segurança' })
  .min(1, 'Por favor, complete a verificação de segurança')
  .max(4096, 'Por favor, complete a verificação de segurança');

const tokenSchema = z
  .string({ error: 'Token inválido' })
  .min(1, 'Token inválido')
  .max(512, 'Token inválido');

/**
 * The token a browser keeps once it signed in to an account, sent back on later logins: it
 * identifies the browser, not a session, so it outlives logouts.
 */
const deviceTokenSchema = z.string({ error: 'Token inválido' }).max(128, 'Token inválido');

export const registerRequestSchema = z.object({
  name: requiredString('Nome é obrigatório').pipe(
    z.string().max(MAX_NAME_LENGTH, `Nome deve ter no máximo ${MAX_NAME_LENGTH} caracteres`),
  ),
  email: emailSchema,
  password: passwordSchema,
  turnstileToken: turnstileTokenSchema,
  deviceToken: deviceTokenSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  turnstileToken: turnstileTokenSchema,
  deviceToken: deviceTokenSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: tokenSchema });
export const logoutRequestSchema = z.object({ refreshToken: tokenSchema.optional() });
export const verifyEmailRequestSchema = z.object({ token: tokenSchema });
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});

export const subscriptionStatusSchema = z.enum([
  'trial',
  'active',
  'past_due',
  'canceled',
  'trial_expired',
]);

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  subscriptionStatus: subscriptionStatusSchema,
  trialEndsAt: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string(),
  refreshToken: z.string(),
  /** This browser's device token: kept across logouts and sent with the next login. */
  deviceToken: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
/** What `registerRequestSchema` hands the API once parsed. */
export type RegisterInput = z.output<typeof registerRequestSchema>;
/** What `loginRequestSchema` hands the API once parsed. */
export type LoginInput = z.output<typeof loginRequestSchema>;
