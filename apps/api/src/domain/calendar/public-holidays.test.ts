/**
 * The holiday source against the real date-holidays data: the 2026-2027 table of contracts'
 * business-day tests, checked by hand, is what the library gives, and what it says of each day.
 */
import {
  addBusinessDays,
  nextBusinessDay,
  REGION_CODES,
  REGIONS,
  type Region,
} from '@quadro/contracts';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { holidaysOf } from './public-holidays.js';
import { nonWorkingDaysOf } from './working-calendar.js';

const list = async (region: Region, year: number) =>
  (await holidaysOf(region, year)).map(({ date, name, kind, optional }) =>
    [date, name, kind, optional ? 'facultativo' : 'feriado'].join(' | '),
  );

describe("the library's Brazil", async () => {
  it('2026: public holidays, and the optional and bank days as pontos facultativos', async () => {
    expect(await list('BR', 2026)).toEqual([
      '2026-01-01 | Ano Novo | national | feriado',
      // Carnaval: Saturday (optional, 48 h), Monday and Tuesday (bank), Ash Wednesday (optional).
      '2026-02-14 | Carnaval | national | facultativo',
      '2026-02-16 | Carnaval | national | facultativo',
      '2026-02-17 | Carnaval | national | facultativo',
      '2026-02-18 | Carnaval | national | facultativo',
      '2026-04-03 | Sexta-Feira Santa | national | feriado',
      '2026-04-21 | Dia de Tiradentes | national | feriado',
      '2026-05-01 | Dia do trabalhador | national | feriado',
      // Corpus Christi is a 'bank' day in the library, named in European Portuguese.
      '2026-06-04 | Corpo de Deus | national | facultativo',
      '2026-09-07 | Dia da Independência | national | feriado',
      '2026-10-04 | Dia de Eleição | national | feriado',
      '2026-10-12 | Nossa Senhora Aparecida | national | feriado',
      '2026-10-25 | Dia de Eleição | national | feriado',
      '2026-11-02 | Dia de Finados | national | feriado',
      '2026-11-15 | Proclamação da República | national | feriado',
      '2026-11-20 | Dia da Consciência Negra | national | feriado',
      // From 14:00: the afternoon is optional.
      '2026-12-24 | Noite de Natal | national | facultativo',
      '2026-12-25 | Natal | national | feriado',
      '2026-12-31 | Véspera de Ano Novo | national | facultativo',
    ]);
  });

  it('2027: no elections in odd years; Sexta-feira Santa on 26 March, Corpus Christi on 27 May', async () => {
    expect(await list('BR', 2027)).toEqual([
      '2027-01-01 | Ano Novo | national | feriado',
      '2027-02-06 | Carnaval | national | facultativo',
      '2027-02-08 | Carnaval | national | facultativo',
      '2027-02-09 | Carnaval | national | facultativo',
      '2027-02-10 | Carnaval | national | facultativo',
      '2027-03-26 | Sexta-Feira Santa | national | feriado',
      '2027-04-21 | Dia de Tiradentes | national | feriado',
      '2027-05-01 | Dia do trabalhador | national | feriado',
      '2027-05-27 | Corpo de Deus | national | facultativo',
      '2027-09-07 | Dia da Independência | national | feriado',
      '2027-10-12 | Nossa Senhora Aparecida | national | feriado',
      '2027-11-02 | Dia de Finados | national | feriado',
      '2027-11-15 | Proclamação da República | national | feriado',
      '2027-11-20 | Dia da Consciência Negra | national | feriado',
      '2027-12-24 | Noite de Natal | national | facultativo',
      '2027-12-25 | Natal | national | feriado',
      '2027-12-31 | Véspera de Ano Novo | national | facultativo',
    ]);
  });

  it('leaves out what nobody takes off (Páscoa, Dia das Mães, Dia dos Namorados)', async () => {
    const names = (await holidaysOf('BR', 2026)).map(({ name }) => name);
    for (const observance of ['Páscoa', 'Dia das Mães', 'Dia dos Namorados', 'Dia dos Pais'])
      expect(names).not.toContain(observance);
  });

  it("gives contracts' hand-checked national set for 2026-2027", async () => {
    const days = await nonWorkingDaysOf('BR', [2026, 2027], []);
    expect([...days].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-04',
      '2026-10-12',
      '2026-10-25',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
      '2027-01-01',
      '2027-03-26',
      '2027-04-21',
      '2027-05-01',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
    ]);
    // The table's cases, on the library's days.
    expect(nextBusinessDay('2026-04-02', days)).toBe('2026-04-06'); // Sexta-feira Santa
    expect(nextBusinessDay('2027-04-20', days)).toBe('2027-04-22'); // Tiradentes
    expect(nextBusinessDay('2026-06-03', days)).toBe('2026-06-04'); // Corpus Christi, optional
    expect(nextBusinessDay('2026-11-19', days)).toBe('2026-11-23'); // 20 de novembro
    expect(nextBusinessDay('2026-12-24', days)).toBe('2026-12-28'); // Natal
    expect(addBusinessDays('2025-12-31', 252, days)).toBe('2026-12-31');
  });
});

describe('states', async () => {
  it('São Paulo adds 9 de julho, and keeps 20 de novembro, which its library data drops', async () => {
    const sp = await list('BR-SP', 2026);
    expect(sp).toContain('2026-07-09 | Revolução Constitucionalista | state | feriado');
    expect(sp).toContain('2026-11-20 | Dia da Consciência Negra | national | feriado');
    // What the library alone says for SP: its state rule ended in 2023 and hides the national one.
    const alone = new Holidays('BR', 'SP').getHolidays(2026, 'pt').map(({ date }) => date);
    expect(alone.some((date) => date.startsWith('2026-11-20'))).toBe(false);

    const days = await nonWorkingDaysOf('BR-SP', [2026, 2027], []);
    expect(nextBusinessDay('2026-07-08', days)).toBe('2026-07-10');
    expect(nextBusinessDay('2027-07-08', days)).toBe('2027-07-12');
    expect(nextBusinessDay('2026-11-19', days)).toBe('2026-11-23');
  });

  it('keeps every national holiday in every state', async () => {
    for (const year of [2026, 2027]) {
      const national = (await holidaysOf('BR', year)).filter((day) => !day.optional);
      for (const region of REGION_CODES) {
        const days = await nonWorkingDaysOf(region, [year], []);
        expect(
          national.filter(({ date }) => !days.has(date)),
          `${region} ${year}`,
        ).toEqual([]);
      }
    }
  });

  it("Rio de Janeiro's Carnaval Tuesday is a holiday there, not a ponto facultativo", async () => {
    const tuesday = (await holidaysOf('BR-RJ', 2026)).filter(({ date }) => date === '2026-02-17');
    expect(tuesday).toEqual([
      { date: '2026-02-17', name: 'Carnaval', kind: 'state', optional: false },
    ]);
    expect(await list('BR-RJ', 2026)).toContain('2026-04-23 | Dia de São Jorge | state | feriado');
  });

  it('lists a state day that shares a national date beside it (Brasília on Tiradentes)', async () => {
    expect((await holidaysOf('BR-DF', 2026)).filter(({ date }) => date === '2026-04-21')).toEqual([
      { date: '2026-04-21', name: 'Dia de Tiradentes', kind: 'national', optional: false },
      { date: '2026-04-21', name: 'Fundação de Brasília', kind: 'state', optional: false },
    ]);
  });

  it("names the regions of contracts' select as the library names the states", async () => {
    const states = new Holidays().getStates('BR', 'pt') ?? {};
    expect(
      REGIONS.filter(({ code }) => code !== 'BR').map(({ code, label }) => [code, label]),
    ).toEqual(
      Object.entries(states)
        .map(([code, name]) => [`BR-${code}`, name])
        .sort(([, a], [, b]) => a!.localeCompare(b!, 'pt-BR')),
    );
  });
});

describe('any year of the calendar', async () => {
  it('answers 1970 and 9999, and the same list object the second time', async () => {
    expect((await holidaysOf('BR', 1970)).length).toBeGreaterThan(5);
    expect((await holidaysOf('BR-SP', 9999)).length).toBeGreaterThan(5);
    expect(await holidaysOf('BR', 2026)).toBe(await holidaysOf('BR', 2026));
  });
});
