import type { CustomPage } from '../../src/api/operations';
import { customPageList } from '../../src/site-pages/answer-guards';
import { useQuery } from '../../src/stores/use-query';
import { useFaqList } from '../../src/site-pages/use-faq-list';

/**
 * The footer's institutional links: every custom page with its contents (catalogue-and-discovery §3, §7
 * 'institutional pages') and, when the store has FAQs, the FAQ link. Load errors are ignored silently
 * (§8): a list that cannot be read shows nothing.
 */
export function useInstitutionalLinks() {
  const read = useQuery('customPages');
  const pages: CustomPage[] = read.data === undefined ? [] : (customPageList(read.data) ?? []);
  const faq = useFaqList();
  const state = read.status === 'loading' && read.data === undefined ? 'loading' : pages.length || faq.state === 'ready' ? 'ready' : 'empty';
  return { state, pages, hasFaq: faq.state === 'ready' } as const;
}

export type InstitutionalLinksModel = ReturnType<typeof useInstitutionalLinks>;
