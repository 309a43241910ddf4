import { describe, expect, it } from 'vitest';
import {
  BR_STATES,
  brandName,
  formatCardNumber,
  formatCpf,
  formatCvv,
  formatPhone,
  formatPostalCode,
  isLuhnValid,
  isValidCpf,
} from './billing-fields.js';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '11144477735', '000.000.001-91'])(
    'accepts %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    ['a wrong first check digit', '529.982.247-15'],
    ['a wrong second check digit', '529.982.247-26'],
    ['all the same digit', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['letters', '529.982.247-2a'],
    ['nothing', ''],
  ])('refuses %s', (_, cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('isLuhnValid', () => {
  it.each([
    '4000000000000010',
    '5555555555554444',
    '2223000048400011',
    '378282246310005',
    '6362970000457013',
    '6062825624254001',
  ])('passes %s', (number) => expect(isLuhnValid(number)).toBe(true));

  it.each(['4000000000000011', '1234567812345678', '4000 0000 0000 0010', ''])(
    'refuses %j',
    (number) => expect(isLuhnValid(number)).toBe(false),
  );
});

describe('masks', () => {
  it.each([
    ['5', '5'],
    ['5299', '529.9'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['52a9', '529'],
  ])('CPF %j → %j', (typed, masked) => expect(formatCpf(typed)).toBe(masked));

  it.each([
    ['0100', '0100'],
    ['010010', '01001-0'],
    ['01001000', '01001-000'],
    ['010010009', '01001-000'],
  ])('postal code %j → %j', (typed, masked) => expect(formatPostalCode(typed)).toBe(masked));

  it.each([
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('phone %j → %j', (typed, masked) => {
    expect(formatPhone(typed)).toBe(masked);
    expect(formatPhone(typed).length).toBeLessThanOrEqual(15);
  });

  it.each([
    ['4000', '4000'],
    ['40000', '4000 0'],
    ['4000000000000010', '4000 0000 0000 0010'],
    ['40000000000000101234', '4000 0000 0000 0010'],
  ])('card number %j → %j', (typed, masked) => {
    expect(formatCardNumber(typed)).toBe(masked);
    expect(formatCardNumber(typed).length).toBeLessThanOrEqual(19);
  });

  it('keeps up to 4 CVV digits', () => {
    expect(formatCvv('1a2b3c4d5')).toBe('1234');
  });
});

it('lists the 27 federative units', () => {
  expect(BR_STATES).toHaveLength(27);
  expect(new Set(BR_STATES).size).toBe(27);
  expect(BR_STATES).toContain('DF');
});

describe('brandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['VISA', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['elo', 'Elo'],
    ['cabal', 'Cabal'],
    ['  ', null],
    [null, null],
  ])('spells the brand %s as %s', (brand, name) => {
    expect(brandName(brand)).toBe(name);
  });
});
