import '../i18n/catalogue/pager';
import { t } from '../i18n';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Label of the navigation landmark. Default 'Paginação'. */
  label?: string;
  className?: string;
  /** Page numbers shown either side of the current one. Default 1 (the order history shows 2). */
  around?: number;
}

/** The page numbers shown: the current one and `around` (default 1) before and after it (within 1..pageCount). */
export function pagerPages(page: number, pageCount: number, around = 1): number[] {
  const pages: number[] = [];
  for (let n = Math.max(1, page - around); n <= Math.min(pageCount, page + around); n += 1) pages.push(n);
  return pages;
}

/**
 * First, previous, the current page ±1 (±`around`), next and last (catalogue-and-discovery §2): first and previous
 * are disabled on page 1, next and last on the last page; the current page has aria-current="page".
 * Hidden when there is a single page.
 */
export function Pager({ page, pageCount, onChange, label, className = 'jet-pager', around = 1 }: PagerProps) {
  if (pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const step = (target: number, text: string, name: string, disabled: boolean, part: string) => (
    <li className="jet-pager__item">
      <button type="button" className={`jet-pager__button jet-pager__${part}`} aria-label={name} disabled={disabled} onClick={() => onChange(target)}>
        {text}
      </button>
    </li>
  );
  return (
    <nav className={className} aria-label={label ?? t('pager.label')}>
      <ul className="jet-pager__list">
        {step(1, '«', t('pager.first'), atStart, 'first')}
        {step(page - 1, '‹', t('pager.previous'), atStart, 'previous')}
        {pagerPages(page, pageCount, around).map((n) => (
          <li className="jet-pager__item" key={n}>
            <button
              type="button"
              className="jet-pager__button jet-pager__page"
              aria-label={t('pager.page', { n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => n !== page && onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        {step(page + 1, '›', t('pager.next'), atEnd, 'next')}
        {step(pageCount, '»', t('pager.last'), atEnd, 'last')}
      </ul>
    </nav>
  );
}
