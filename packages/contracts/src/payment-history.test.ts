import { describe, expect, it } from 'vitest';
import { maskCpf } from './payment-history.js';

describe('maskCpf', () => {
  it('keeps the middle six digits of a CPF and hides the rest', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
  });
});
