import { describe, expect, it } from 'vitest';
import { updateWorkspaceRequestSchema } from '../workspaces.js';
import {
  createHolidayRequestSchema,
  holidayParamsSchema,
  holidaysQuerySchema,
  localDateSchema,
  regionSchema,
} from './holidays.js';
import { REGION_CODES, regionLabel } from './regions.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dates', () => {
  it('take real days between 1970 and 9999, written YYYY-MM-DD', () => {
    for (const date of ['1970-01-01', '2028-02-29', '9999-12-31'])
      expect(localDateSchema.safeParse(date).success, date).toBe(true);
    for (const date of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-20', '20/01/2026'])
      expect(firstMessage(localDateSchema.safeParse(date)), date).toBe(
        'Data inválida: use o formato AAAA-MM-DD',
      );
    for (const date of ['1969-12-31', '0000-01-01'])
      expect(firstMessage(localDateSchema.safeParse(date)), date).toBe(
        'A data deve estar entre 1970 e 9999',
      );
    expect(localDateSchema.safeParse('10000-01-01').success).toBe(false);
    expect(firstMessage(localDateSchema.safeParse(''))).toBe('Data é obrigatória');
    expect(firstMessage(createHolidayRequestSchema.safeParse({ name: 'X' }))).toBe(
      'Data é obrigatória',
    );
    expect(localDateSchema.safeParse(20260120).success).toBe(false);
  });

  it('name the holiday, within limits', () => {
    const parse = (name: unknown) =>
      createHolidayRequestSchema.safeParse({ date: '2026-01-20', name });
    expect(parse('  São Sebastião ').data).toEqual({ date: '2026-01-20', name: 'São Sebastião' });
    expect(firstMessage(parse('   '))).toBe('Nome do feriado é obrigatório');
    expect(firstMessage(parse(undefined))).toBe('Nome do feriado é obrigatório');
    expect(firstMessage(parse('x'.repeat(101)))).toBe('Use no máximo 100 caracteres');
    expect(parse('a\u0000b').success).toBe(false);
  });

  it('read the path of a holiday', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(holidayParamsSchema.safeParse({ id, date: '2026-01-20' }).success).toBe(true);
    expect(holidayParamsSchema.safeParse({ id, date: '2026-01-32' }).success).toBe(false);
  });
});

describe('years', () => {
  it('come from the query string between 1970 and 9999', () => {
    expect(holidaysQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    for (const year of ['1969', '10000', '2026.5', 'dois mil', '', undefined])
      expect(firstMessage(holidaysQuerySchema.safeParse({ year })), String(year)).toBe(
        'Ano inválido: use um número entre 1970 e 9999',
      );
  });
});

describe('regions', () => {
  it('are Brazil and its 27 states, by ISO 3166-2 code', () => {
    expect(REGION_CODES).toHaveLength(28);
    expect(new Set(REGION_CODES).size).toBe(28);
    expect(REGION_CODES.every((code) => /^BR(-[A-Z]{2})?$/.test(code))).toBe(true);
    expect(regionLabel('BR')).toBe('Brasil (apenas feriados nacionais)');
    expect(regionLabel('BR-SP')).toBe('São Paulo');
  });

  it('are what a workspace update accepts', () => {
    expect(updateWorkspaceRequestSchema.parse({ region: 'BR-RJ' })).toEqual({ region: 'BR-RJ' });
    expect(firstMessage(regionSchema.safeParse('BR-XX'))).toBe('Região inválida');
    expect(firstMessage(regionSchema.safeParse('br-sp'))).toBe('Região inválida');
  });
});
