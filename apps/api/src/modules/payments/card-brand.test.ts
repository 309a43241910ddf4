import { brandName, isLuhnValid } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { cardBrand } from './card-brand.js';

describe('cardBrand', () => {
  it.each([
    ['4000000000000010', 'visa', 'Visa'],
    ['5555555555554444', 'mastercard', 'Mastercard'],
    ['2223000048400011', 'mastercard', 'Mastercard'],
    ['378282246310005', 'amex', 'American Express'],
    ['30569309025904', 'diners', 'Diners Club'],
    ['6362970000457013', 'elo', 'Elo'],
    ['4011780000000000', 'elo', 'Elo'],
    ['5067000000000000', 'elo', 'Elo'],
    ['6062825624254001', 'hipercard', 'Hipercard'],
    ['6370950000000005', 'hiper', 'Hiper'],
  ])('%s is %s (%s)', (number, brand, name) => {
    expect(cardBrand(number)).toBe(brand);
    expect(brandName(cardBrand(number))).toBe(name);
  });

  it('calls a card of no known range other', () => {
    expect(isLuhnValid('1234567812345670')).toBe(true);
    expect(cardBrand('1234567812345670')).toBe('other');
  });
});
