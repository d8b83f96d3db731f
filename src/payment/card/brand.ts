/**
 * The card's brand from its first digits, as the shopper types (no library: `credit-card-type` is not
 * installed; this prefix table covers the brands Brazilian gateways take). Elo and Hipercard are checked
 * before Visa and Mastercard: several of their ranges start like those.
 */
export type CardBrand = 'visa' | 'mastercard' | 'elo' | 'amex' | 'hipercard' | 'diners';

export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners'];

export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
};

/** [first, last] of a range of 6-digit BINs, or one prefix of any length (last omitted). */
type Range = readonly [string, string?];

const ELO: readonly Range[] = [
  ['401178'], ['401179'], ['431274'], ['438935'], ['451416'], ['457393'], ['457631'], ['457632'], ['504175'],
  ['506699', '506778'], ['509000', '509999'], ['627780'], ['636297'], ['636368'], ['650031', '650033'],
  ['650035', '650051'], ['650405', '650439'], ['650485', '650538'], ['650541', '650598'], ['650700', '650718'],
  ['650720', '650727'], ['650901', '650978'], ['651652', '651679'], ['655000', '655019'], ['655021', '655058'],
];
const HIPERCARD: readonly Range[] = [['606282'], ['3841']];

function inRanges(digits: string, ranges: readonly Range[]): boolean {
  return ranges.some(([first, last]) => {
    if (!last) return digits.startsWith(first);
    const head = digits.slice(0, first.length);
    return head.length === first.length && head >= first && head <= last;
  });
}

/** The brand of a card number (digits, spaces or hyphens), or null while it cannot be told. */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 1) return null;
  if (inRanges(digits, ELO)) return 'elo';
  if (inRanges(digits, HIPERCARD)) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (digits.startsWith('4')) return 'visa';
  // 51-55, and the 2-series 222100-272099
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const two = Number(digits.slice(0, 6).padEnd(6, '0'));
  if (digits.startsWith('2') && digits.length >= 2 && two >= 222100 && two <= 272099) return 'mastercard';
  return null;
}

/** Digits of the security code: 4 on American Express, 3 elsewhere. */
export const cvvLength = (brand: CardBrand | null): number => (brand === 'amex' ? 4 : 3);
