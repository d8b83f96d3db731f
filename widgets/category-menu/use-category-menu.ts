import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Category } from '../../src/api/operations';
import { buildUrl, categoryRoute, MAX_CATEGORY_LEVELS } from '../../src/routes';
import { useQuery } from '../../src/stores/use-query';

/** One entry of the menu, to three levels (catalogue-and-discovery §2 'Todas as categorias'). */
export interface MenuCategory {
  id: number;
  name: string;
  url: string;
  children: MenuCategory[];
}

/** The tree from categoryTree, cut at three levels, with each category's listing address. */
export function menuTree(tree: readonly Category[] | undefined, depth = 1): MenuCategory[] {
  if (!Array.isArray(tree)) return [];
  return tree
    .filter((c) => c && typeof c.name === 'string' && typeof c.idCategory === 'number')
    .map((c) => ({
      id: c.idCategory,
      name: c.name,
      url: buildUrl(categoryRoute({ path: typeof c.path === 'string' ? c.path : '', idCategory: c.idCategory })),
      children: depth < MAX_CATEGORY_LEVELS ? menuTree(c.childMenu, depth + 1) : [],
    }));
}

/**
 * The menu's disclosure state: the panel ('Todas as categorias') and which categories show their
 * subcategories (one per level). Escape closes the innermost open part and gives the focus back to its
 * button; a click or focus outside the menu closes everything.
 */
export function useCategoryMenu() {
  const tree = useQuery('categoryTree');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  const rootRef = useRef<HTMLElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    setExpanded([]);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  /** Opens or closes the subcategories of `id` at `level` (1 or 2); opening one closes its siblings. */
  const toggle = useCallback((id: number, level: number) => {
    setExpanded((current) => (current[level - 1] === id ? current.slice(0, level - 1) : [...current.slice(0, level - 1), id]));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      const root = rootRef.current;
      if (expanded.length) {
        const id = expanded[expanded.length - 1];
        setExpanded(expanded.slice(0, -1));
        root?.querySelector<HTMLElement>(`[data-category-toggle="${id}"]`)?.focus();
      } else {
        close();
        root?.querySelector<HTMLElement>('.jet-category-menu__toggle')?.focus();
      }
    },
    [open, expanded, close],
  );

  const data = tree.data;
  const categories = menuTree(data);
  const state = tree.status === 'error' ? 'error' : tree.status === 'loading' && !data ? 'loading' : categories.length ? 'ready' : 'empty';
  return {
    state,
    categories,
    open,
    expanded,
    rootRef,
    toggleOpen: () => (open ? close() : setOpen(true)),
    toggle,
    onKeyDown,
  } as const;
}
