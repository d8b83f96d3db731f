import { siDinersclub, siPix, siVisa } from 'simple-icons';
import type { ReactNode } from 'react';
import type { PaymentFlag } from './use-payment-flags';

/*
 * The flags' marks, drawn inline in a 40 x 26 card-shaped tile (the chunk loads near the viewport; each mark
 * is a few hundred bytes). Visa, Diners Club and Pix are simple-icons' paths (one import each, so the rest of
 * the set stays out of the bundle); Mastercard is its two circles in its own colours (smaller than the path,
 * and the real mark is in colour); Elo, Hipercard and American Express are simple faithful marks (colours and
 * wordmark: simple-icons has no Elo or Hipercard, and its Amex path alone weighs 3.5 kB); boleto, bank
 * transfer and the generic card are neutral pictograms. The name is the accessible text of each.
 */

/** A 24 x 24 simple-icons path, centred in the tile. */
const icon = (path: string, color: string) => (
  <path transform="translate(8 1)" d={path} fill={color} />
);

/** A wordmark on the brand's colour. */
const word = (text: string, background: string, size: number, x = 20) => (
  <>
    <rect x="1" y="1" width="38" height="24" rx="3" fill={background} />
    <text x={x} y="13" dy=".35em" textAnchor="middle" fontSize={size} fontWeight="700" fontFamily="Arial, sans-serif" fill="#fff">
      {text}
    </text>
  </>
);

const MARKS: Record<string, ReactNode> = {
  visa: icon(siVisa.path, `#${siVisa.hex}`),
  mastercard: (
    <>
      <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
      <path d="M20 6.66a7.5 7.5 0 0 1 0 12.68a7.5 7.5 0 0 1 0-12.68z" fill="#ff5f00" />
    </>
  ),
  elo: (
    <>
      {word('elo', '#000', 12, 23)}
      <circle cx="9" cy="8" r="1.6" fill="#ffcb05" />
      <circle cx="9" cy="13" r="1.6" fill="#00a4e0" />
      <circle cx="9" cy="18" r="1.6" fill="#ef4123" />
    </>
  ),
  amex: word('AMEX', '#006fcf', 9),
  hipercard: word('Hipercard', '#b3131b', 6.5),
  diners: icon(siDinersclub.path, `#${siDinersclub.hex}`),
  pix: icon(siPix.path, '#32bcad'),
  boleto: <path d="M7 6h2v14H7zm3 0h1v14h-1zm2 0h3v14h-3zm4 0h1v14h-1zm2 0h2v14h-2zm3 0h1v14h-1zm2 0h3v14h-3zm4 0h1v14h-1zm2 0h2v14h-2z" fill="#374151" />,
  transfer: <path d="M20 4l10 5v2H10V9zm-8 8h3v7h-3zm6.5 0h3v7h-3zm6.5 0h3v7h-3zM10 20h20v2H10z" fill="#374151" />,
  card: (
    <>
      <rect x="9" y="6" width="22" height="14" rx="2" fill="#374151" />
      <path d="M9 9h22v3H9z" fill="#fff" />
      <path d="M12 15h7v2h-7z" fill="#fff" />
    </>
  ),
};

/** The mark of a flag: by kind for boleto, Pix, transfer and the generic card; by namePayment for a brand. */
export function flagMark(flag: PaymentFlag): ReactNode | undefined {
  return MARKS[flag.kind === 'brand' ? flag.slug : flag.kind];
}

/** A flag's mark as a labelled image in its tile. */
export function FlagMark({ mark, label }: { mark: ReactNode; label: string }) {
  return (
    <svg className="jet-payment-flags__mark" viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={label}>
      <rect x=".5" y=".5" width="39" height="25" rx="3.5" fill="#fff" stroke="#d1d5db" />
      {mark}
    </svg>
  );
}
