import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordError, passwordStrength } from './password-rules.js';

describe('passwordError', () => {
  it.each([
    ['', 'A senha deve ter pelo menos 12 caracteres'],
    ['Aa1!aaaaaaa', 'A senha deve ter pelo menos 12 caracteres'],
    ['aaaaaaaaaaa1!', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['AAAAAAAAAAA1!', 'A senha deve conter pelo menos uma letra minúscula'],
    ['AAAAAAaaaaaa!', 'A senha deve conter pelo menos um número'],
    ['AAAAAAaaaaaa1', 'A senha deve conter pelo menos um caractere especial'],
  ])('reports the first failing rule of %j', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it('accepts exactly 12 characters meeting every rule', () => {
    expect(passwordError('Aaaaaaaaaa1!')).toBeNull();
  });

  it('checks length before anything else even when every other rule fails', () => {
    expect(passwordError('abc')).toBe('A senha deve ter pelo menos 12 caracteres');
  });

  it('treats accented letters as letters and spaces as special characters', () => {
    expect(passwordError('ÁÉÍóúãõçaaa1 ')).toBeNull();
    expect(passwordError('Ááááááááááá1')).toBe(
      'A senha deve conter pelo menos um caractere especial',
    );
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 0, ''],
    ['a', 1, 1, 'Muito fraca'],
    ['aA', 2, 1, 'Muito fraca'],
    ['aA1', 3, 2, 'Fraca'],
    ['aA1!', 4, 3, 'Boa'],
    ['aaaaaaaaaaaa', 2, 1, 'Muito fraca'],
    ['Aaaaaaaaaa1!', 5, 4, 'Forte'],
  ])('%j meets %i rules: level %i %j', (password, score, level, label) => {
    expect(passwordStrength(password)).toEqual({ score, level, label });
  });

  it('has the five checklist labels of the spec, in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'Pelo menos 12 caracteres',
      'Uma letra maiúscula',
      'Uma letra minúscula',
      'Um número',
      'Um caractere especial',
    ]);
  });
});
