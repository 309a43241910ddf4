import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps classes that do not conflict and drops falsy ones', () => {
    expect(cn('block', false, undefined, null, 'w-full', { hidden: false, 'pl-8': true })).toBe(
      'block w-full pl-8',
    );
  });

  it('only joins: two classes that set the same thing both stay, so components take props', () => {
    expect(cn('bg-white', 'bg-red-600')).toBe('bg-white bg-red-600');
  });
});
