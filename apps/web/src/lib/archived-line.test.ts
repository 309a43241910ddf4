import { describe, expect, it } from 'vitest';
import { archivedLine } from './archived-line';

const NOW = new Date('2026-11-23T12:00:00.000Z').getTime();

describe('archivedLine', () => {
  it('says who archived it and how long ago', () => {
    expect(archivedLine({ archivedAt: '2026-11-23T11:55:00.000Z', archivedBy: 'Ana' }, NOW)).toBe(
      'Arquivado por Ana há 5 minutos',
    );
    expect(archivedLine({ archivedAt: '2026-11-23T12:00:00.000Z', archivedBy: 'Ana' }, NOW)).toBe(
      'Arquivado por Ana agora mesmo',
    );
  });

  it('puts an older date after "em", and agrees with a list', () => {
    expect(
      archivedLine({ archivedAt: '2026-11-02T12:00:00.000Z', archivedBy: 'Ana' }, NOW, 'Arquivada'),
    ).toBe('Arquivada por Ana em 2 de nov. de 2026');
  });

  it('leaves out the name of an account that is gone', () => {
    expect(archivedLine({ archivedAt: '2026-11-22T12:00:00.000Z', archivedBy: null }, NOW)).toBe(
      'Arquivado há 1 dia',
    );
  });
});
