/** Brazilian document, card and address rules the checkout form and the API both apply (spec §5). */

export const BR_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
export type BrState = (typeof BR_STATES)[number];

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** The CPF check digits: 11 digits, not all the same, both verifiers right. Masked or not. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\s-]*$/.test(value)) return false;
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const verifier = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return verifier(9) === Number(digits[9]) && verifier(10) === Number(digits[10]);
}

/** The Luhn (mod 10) check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** How many years ahead the checkout offers for a card's expiry (spec §5). */
export const CARD_EXPIRY_YEARS = 10;

/** A card is good through the last day of its expiry month. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** The card networks' own spelling, by what the API's `cardBrand` or a gateway stores. */
const BRAND_NAMES = new Map<string, string>([
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['master', 'Mastercard'],
  ['amex', 'American Express'],
  ['americanexpress', 'American Express'],
  ['elo', 'Elo'],
  ['hipercard', 'Hipercard'],
  ['hiper', 'Hiper'],
  ['diners', 'Diners Club'],
  ['dinersclub', 'Diners Club'],
  ['discover', 'Discover'],
  ['jcb', 'JCB'],
  ['aura', 'Aura'],
]);

/** 'visa' → 'Visa', 'AMEX' → 'American Express', others capitalised; null for a blank brand. */
export function brandName(brand: string | null): string | null {
  const trimmed = brand?.trim();
  if (!trimmed) return null;
  const known = BRAND_NAMES.get(trimmed.toLowerCase().replace(/[\s_-]/g, ''));
  return known ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

/** Applies a mask where each `0` takes the next digit, stopping when the digits run out. */
function mask(value: string, pattern: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const symbol of pattern) {
    if (next >= digits.length) break;
    out += symbol === '0' ? digits[next++] : symbol;
  }
  return out;
}

export const formatCpf = (value: string) => mask(value, '000.000.000-00');
export const formatPostalCode = (value: string) => mask(value, '00000-000');
/** (00) 0000-0000 for landlines, (00) 00000-0000 once an eleventh digit is typed. */
export const formatPhone = (value: string) =>
  mask(value, onlyDigits(value).length > 10 ? '(00) 00000-0000' : '(00) 0000-00000');
export const formatCardNumber = (value: string) => mask(value, '0000 0000 0000 0000');
export const formatCvv = (value: string) => onlyDigits(value).slice(0, 4);

/** 'R$ 99,90' from centavos, with a plain space (Intl writes a no-break one). */
export const formatBrl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(cents / 100)
    .replace(/\s/g, ' ');
