import type { Faq } from '../api/operations';
import { useQuery } from '../stores/use-query';
import { faqList } from './answer-guards';

/** What the FAQ shows; a failed read is 'error' (and shows nothing: catalogue-and-discovery §8 'ignored silently'). */
export type FaqState = 'loading' | 'ready' | 'empty' | 'error';

/**
 * The FAQ list of the page (one request however many FAQ widgets and links read it): the FAQ accordion,
 * the FAQ link and the institutional links' FAQ entry.
 */
export function useFaqList(): { state: FaqState; faqs: Faq[] } {
  const read = useQuery('faqs');
  const faqs = read.data === undefined ? null : faqList(read.data);
  if (read.data === undefined) return { state: read.status === 'error' ? 'error' : read.status === 'empty' ? 'empty' : 'loading', faqs: [] };
  if (!faqs) return { state: 'error', faqs: [] };
  return { state: faqs.length ? 'ready' : 'empty', faqs };
}
