import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { boardStepPayload, parseHeard } from './change-hub.js';

it('reads back a step as it was published', () => {
  const boardId = randomUUID();
  const body = '{"changes":{"cards":[{"title":"Ação \\"nova\\""}]}}';
  const payload = boardStepPayload(boardId, 7, body)!;
  expect(parseHeard(payload)).toEqual({ type: 'board-step', boardId, version: 7, body });
});

it('publishes no step that PostgreSQL would refuse, counting bytes rather than characters', () => {
  const boardId = randomUUID();
  // 8,000 bytes or more is refused, and would fail every step NOTIFYed with it.
  expect(boardStepPayload(boardId, 7, 'a'.repeat(7_900))).toBeDefined();
  expect(boardStepPayload(boardId, 7, 'a'.repeat(3_980))).toBeDefined();
  expect(boardStepPayload(boardId, 7, 'ç'.repeat(3_980))).toBeUndefined();
  expect(boardStepPayload(boardId, 7, 'a'.repeat(7_999))).toBeUndefined();
});

it('ignores a payload that is neither a change nor a step', () => {
  expect(parseHeard('{"type":"board-step","boardId":"x","version":1}')).toBeUndefined();
  expect(parseHeard('not json')).toBeUndefined();
});
