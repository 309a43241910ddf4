import creditCardType from 'credit-card-type';

/** Our stored names where credit-card-type spells them otherwise (what `brandName` reads). */
const STORED: Record<string, string> = { 'american-express': 'amex', 'diners-club': 'diners' };

/**
 * The card's brand from its digits (Braintree's maintained table of ranges, Elo's and Hipercard's
 * included), the only part of a card we keep besides the last four; 'other' when none matches.
 */
export function cardBrand(digits: string): string {
  const [match] = creditCardType(digits);
  return match ? (STORED[match.type] ?? match.type) : 'other';
}
