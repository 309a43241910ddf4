import { passwordError } from '@quadro/contracts';
import { z } from 'zod';
import { PASSWORD_MISMATCH } from './register-schema';

/** Spec §5: the match check comes first, then the first failing password rule. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH });
      return;
    }
    const ruleError = passwordError(password);
    if (ruleError) ctx.addIssue({ code: 'custom', path: ['password'], message: ruleError });
  });
