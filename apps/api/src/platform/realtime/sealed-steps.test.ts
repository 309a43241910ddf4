import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { stepSeal } from './sealed-steps.js';

const seal = stepSeal('o segredo do app');
const step = {
  boardId: randomUUID(),
  version: 7,
  body: '{"changes":{"title":"Ação \\"nova\\" "}}',
};

it('opens what it sealed, and shows nothing of it on the channel', () => {
  const payload = seal.seal(step)!;
  expect(seal.isStep(payload)).toBe(true);
  expect(payload).not.toContain('nova');
  expect(payload).not.toContain(step.boardId);
  expect(seal.open(payload)).toEqual(step);
  // Sealed anew each time.
  expect(seal.seal(step)).not.toBe(payload);
});

it('opens nothing sealed under another secret, changed on the way or made up', () => {
  const payload = seal.seal(step)!;
  expect(stepSeal('outro segredo').open(payload)).toBeUndefined();
  const bytes = Buffer.from(payload.slice('step:'.length), 'base64');
  bytes[bytes.length - 1]! ^= 1;
  expect(seal.open(`step:${bytes.toString('base64')}`)).toBeUndefined();
  expect(seal.open('step:')).toBeUndefined();
  expect(seal.open('step:não é base64')).toBeUndefined();
  expect(seal.isStep('{"type":"board","version":8}')).toBe(false);
});

it('opens no step sealed more than a minute ago: one recorded and sent again', () => {
  let clock = 1_000_000;
  const timed = stepSeal('o segredo do app', () => clock);
  const payload = timed.seal(step)!;
  clock += 60_000;
  expect(timed.open(payload)).toEqual(step);
  clock += 1;
  expect(timed.open(payload)).toBeUndefined();
});

it('seals no step that PostgreSQL would refuse to NOTIFY, counting bytes', () => {
  // 8,000 bytes or more is refused, and would fail every step NOTIFYed with it.
  expect(seal.seal({ ...step, body: 'a'.repeat(5_900) })!.length).toBeLessThan(8_000);
  expect(seal.seal({ ...step, body: 'a'.repeat(2_980) })).toBeDefined();
  expect(seal.seal({ ...step, body: 'ç'.repeat(2_980) })).toBeUndefined();
  expect(seal.seal({ ...step, body: 'a'.repeat(6_000) })).toBeUndefined();
});
