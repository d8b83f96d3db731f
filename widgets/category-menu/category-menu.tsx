import '../../src/i18n/catalogue/store-frame';
import { lazy, Suspense, useId, type KeyboardEvent, type RefObject } from 'react';
import { isCrawler } from '../../src/catalogue/crawler';
import { t } from '../../src/i18n';
import { useCategoryMenu, type MenuCategory } from './use-category-menu';

/**
 * The tree (links to three levels) loads when the panel first opens, or at once for a crawler: the header on
 * every page draws only the button, the tree's code is not in any page's first bytes.
 */
const loadTree = () => import('./category-menu-tree');
const Level = lazy(() => loadTree().then((m) => ({ default: m.Level })));

/** What the category menu shows. */
export interface CategoryMenuModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  categories: readonly MenuCategory[];
  /** The panel is open. */
  open: boolean;
  /** Ids of the categories showing their subcategories, by level. */
  expanded: readonly number[];
  toggleOpen: () => void;
  toggle: (id: number, level: number) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  rootRef?: RefObject<HTMLElement | null>;
  /** The panel was opened once (its tree stays drawn, closed). */
  started?: boolean;
}

/**
 * The header's category menu as a plain function of its model: the 'Todas as categorias' button and a
 * disclosure panel with the tree to three levels; each category is a link, and a category with
 * subcategories has a button beside it that shows them (disclosure navigation, the same on a phone).
 */
export function CategoryMenuView(model: CategoryMenuModel) {
  const panelId = useId();
  const { state, categories, open } = model;
  return (
    <nav
      className="jet-category-menu"
      data-state={state}
      data-open={open || undefined}
      aria-label={t('categoryMenu.label')}
      hidden={state === 'empty' || state === 'error'}
      ref={model.rootRef as RefObject<HTMLElement> | undefined}
      onKeyDown={model.onKeyDown}
    >
      <button type="button" className="jet-category-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={model.toggleOpen} onPointerEnter={loadTree} onFocus={loadTree} disabled={state !== 'ready'}>
        <svg className="jet-category-menu__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        <span className="jet-category-menu__label">{t('categories.all')}</span>
      </button>
      <div className="jet-category-menu__panel" id={panelId} hidden={!open}>
        {(open || model.started || isCrawler()) && (
          <Suspense fallback={null}>
            <Level items={categories} level={1} model={model} />
          </Suspense>
        )}
      </div>
    </nav>
  );
}

export function CategoryMenu() {
  return <CategoryMenuView {...useCategoryMenu()} />;
}
