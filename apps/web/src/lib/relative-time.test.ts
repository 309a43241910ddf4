import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'agora mesmo'],
    [59 * S, 'agora mesmo'],
    [MIN, 'há 1 minuto'],
    [2 * MIN, 'há 2 minutos'],
    [59 * MIN + 59 * S, 'há 59 minutos'],
    [H, 'há 1 hora'],
    [23 * H, 'há 23 horas'],
    [D - 1, 'há 23 horas'],
    [D, 'há 1 dia'],
    [2 * D, 'há 2 dias'],
    [6 * D, 'há 6 dias'],
    [7 * D - 1, 'há 6 dias'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(before(elapsed), now)).toBe(expected);
  });

  it('shows a pt-BR date from 7 days on', () => {
    expect(formatRelativeTime(before(7 * D), now)).toBe('16 de nov. de 2026');
    expect(formatRelativeTime('2025-01-05T12:00:00.000Z', now)).toBe('5 de jan. de 2025');
  });

  it('treats a time ahead of the clock as now and ignores garbage', () => {
    expect(formatRelativeTime(new Date(now + 5 * MIN).toISOString(), now)).toBe('agora mesmo');
    expect(formatRelativeTime('nope', now)).toBe('');
  });
});
