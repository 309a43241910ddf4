/** Password rules of spec §5, in the order their messages are shown. */
export const PASSWORD_MIN_LENGTH = 12;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  /** Checklist label shown under the field. */
  label: string;
  /** Error shown when this is the first rule the password fails. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'Pelo menos 12 caracteres',
    message: 'A senha deve ter pelo menos 12 caracteres',
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'Uma letra maiúscula',
    message: 'A senha deve conter pelo menos uma letra maiúscula',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'lowercase',
    label: 'Uma letra minúscula',
    message: 'A senha deve conter pelo menos uma letra minúscula',
    test: (p) => /\p{Ll}/u.test(p),
  },
  {
    id: 'digit',
    label: 'Um número',
    message: 'A senha deve conter pelo menos um número',
    test: (p) => /\d/.test(p),
  },
  {
    id: 'special',
    label: 'Um caractere especial',
    message: 'A senha deve conter pelo menos um caractere especial',
    test: (p) => /[^\p{L}\p{N}]/u.test(p),
  },
];

/** The message of the first rule the password fails, or null when it passes all five. */
export function passwordError(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  /** How many of the five rules are met. */
  score: number;
  level: StrengthLevel;
  label: '' | 'Muito fraca' | 'Fraca' | 'Boa' | 'Forte';
}

export function passwordStrength(password: string): PasswordStrength {
  const score = PASSWORD_RULES.filter((rule) => rule.test(password)).length;
  if (score === 0) return { score, level: 0, label: '' };
  if (score <= 2) return { score, level: 1, label: 'Muito fraca' };
  if (score === 3) return { score, level: 2, label: 'Fraca' };
  if (score === 4) return { score, level: 3, label: 'Boa' };
  return { score, level: 4, label: 'Forte' };
}
