import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './content-disposition';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, which keeps accents and spaces', () => {
    expect(
      dispositionFileName(
        `attachment; filename="Lancamento do site.csv"; filename*=UTF-8''Lan%C3%A7amento%20do%20site.csv`,
      ),
    ).toBe('Lançamento do site.csv');
  });

  it('reads the UTF-8 name whatever its case, and before the plain one', () => {
    expect(
      dispositionFileName(`attachment; FILENAME*=utf-8'pt-BR'Reuni%C3%A3o.json; filename="x.json"`),
    ).toBe('Reunião.json');
  });

  it('falls back to the plain name, quoted or not', () => {
    expect(dispositionFileName('attachment; filename="meus-dados-quadro.json"')).toBe(
      'meus-dados-quadro.json',
    );
    expect(dispositionFileName('attachment; filename=quadro.csv')).toBe('quadro.csv');
    expect(dispositionFileName('attachment; filename="dito \\"assim\\".csv"')).toBe(
      'dito "assim".csv',
    );
  });

  it('falls back to the plain name when the UTF-8 one is unreadable or in another charset', () => {
    expect(
      dispositionFileName(`attachment; filename="plano.csv"; filename*=UTF-8''plano%E0%A4.csv`),
    ).toBe('plano.csv');
    expect(
      dispositionFileName(`attachment; filename="plano.csv"; filename*=ISO-8859-1''plan%E7o.csv`),
    ).toBe('plano.csv');
  });

  it('answers null when no name is given', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName('attachment; filename=""')).toBeNull();
  });
});
