import { useCallback, useState } from 'react';
import type { Faq } from '../../src/api/operations';
import { faqList } from '../../src/site-pages/answer-guards';
import { useQuery } from '../../src/stores/use-query';

/** What the FAQ shows; a failed read is 'error' (and shows nothing: catalogue-and-discovery §8 'ignored silently'). */
export type FaqState = 'loading' | 'ready' | 'empty' | 'error';

/** The FAQ list of the page (one request however many FAQ widgets and links read it). */
export function useFaqList(): { state: FaqState; faqs: Faq[] } {
  const read = useQuery('faqs');
  const faqs = read.data === undefined ? null : faqList(read.data);
  if (read.data === undefined) return { state: read.status === 'error' ? 'error' : read.status === 'empty' ? 'empty' : 'loading', faqs: [] };
  if (!faqs) return { state: 'error', faqs: [] };
  return { state: faqs.length ? 'ready' : 'empty', faqs };
}

/**
 * The FAQ accordion's logic: the questions and which are open (any number at once, all closed at
 * first, or the ones `initiallyOpen` names by index).
 */
export function useFaq(initiallyOpen: readonly number[] = []) {
  const { state, faqs } = useFaqList();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initiallyOpen));
  const toggle = useCallback((index: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);
  return { state, faqs, open, toggle };
}

export type FaqModel = ReturnType<typeof useFaq>;
