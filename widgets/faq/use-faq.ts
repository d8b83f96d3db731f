import { useCallback, useState } from 'react';
import { useFaqList } from '../../src/site-pages/use-faq-list';

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
