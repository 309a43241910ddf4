import { registerRequestSchema } from '@quadro/contracts';
import { z } from 'zod';

export const PASSWORD_MISMATCH = 'As senhas não coincidem';

const hasBothPasswords = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { password?: unknown }).password === 'string' &&
  typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string';

/** The API's register body plus the UI-only confirmation (checked even when a rule fails). */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Confirme sua senha') })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH,
    when: ({ value }) => hasBothPasswords(value),
  });

export type RegisterFormValues = z.input<typeof registerFormSchema>;
