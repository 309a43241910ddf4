import { expect, it } from 'vitest';
import { updateCardRequestSchema } from './cards.js';

it('refuses due dates outside the years a timestamp column stores', () => {
  const due = (dueDate: string) => updateCardRequestSchema.safeParse({ dueDate }).success;
  expect(due('2026-12-01T12:00:00Z')).toBe(true);
  expect(due('0000-01-01T00:00:00Z')).toBe(false);
  expect(due('0000-01-01T00:00:00+01:00')).toBe(false);
  expect(due('9999-12-31T23:00:00-03:00')).toBe(false);
});
