import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the later of two conflicting Tailwind classes', () => {
    expect(cn('bg-white text-slate-700', 'bg-red-600 text-white')).toBe('bg-red-600 text-white');
    expect(cn('h-10 px-3 text-sm', 'h-8 px-2 text-lg')).toBe('h-8 px-2 text-lg');
    expect(cn('min-h-24', 'min-h-0')).toBe('min-h-0');
  });

  it('tells a text colour from a text size, including the brand colours', () => {
    expect(cn('text-sm text-slate-900', 'text-brand-800')).toBe('text-sm text-brand-800');
    expect(cn('border-slate-300', 'border-brand-300')).toBe('border-brand-300');
  });

  it('keeps classes that do not conflict and drops falsy ones', () => {
    expect(cn('block', false, undefined, null, 'w-full', { hidden: false, 'pl-8': true })).toBe(
      'block w-full pl-8',
    );
  });

  it('lets a variant override the base of the same state', () => {
    expect(cn('hover:bg-slate-100', 'hover:bg-red-50')).toBe('hover:bg-red-50');
    expect(cn('hover:bg-slate-100', 'focus:bg-red-50')).toBe('hover:bg-slate-100 focus:bg-red-50');
  });
});
