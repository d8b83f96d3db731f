import '../../src/i18n/catalogue/store-frame';
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { t } from '../../src/i18n';
import { useCategoryMenu, type MenuCategory } from './use-category-menu';

/** What the category menu shows. */
interface CategoryMenuModel {
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
}

function Level({ items, level, model, id }: { items: readonly MenuCategory[]; level: number; model: CategoryMenuModel; id?: string }) {
  const baseId = useId();
  return (
    <ul className={`jet-category-menu__list jet-category-menu__list--level-${level}`} id={id}>
      {items.map((category) => {
        const hasChildren = category.children.length > 0;
        const isOpen = model.expanded[level - 1] === category.id;
        const childId = `${baseId}-${category.id}`;
        return (
          <li className="jet-category-menu__item" key={category.id} data-open={isOpen || undefined}>
            <div className="jet-category-menu__row">
              <a className="jet-category-menu__link" href={category.url}>
                {category.name}
              </a>
              {hasChildren && (
                <button
                  type="button"
                  className="jet-category-menu__expand"
                  aria-expanded={isOpen}
                  aria-controls={childId}
                  aria-label={t('categoryMenu.expand', { name: category.name })}
                  data-category-toggle={category.id}
                  onClick={() => model.toggle(category.id, level)}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
                  </svg>
                </button>
              )}
            </div>
            {hasChildren && (
              <div className="jet-category-menu__sub" hidden={!isOpen}>
                <Level items={category.children} level={level + 1} model={model} id={childId} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The header's category menu as a plain function of its model: the 'Todas as categorias' button and a
 * disclosure panel with the tree to three levels; each category is a link, and a category with
 * subcategories has a button beside it that shows them (disclosure navigation, the same on a phone).
 */
function CategoryMenuView(model: CategoryMenuModel) {
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
      <button type="button" className="jet-category-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={model.toggleOpen} disabled={state !== 'ready'}>
        <svg className="jet-category-menu__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        <span className="jet-category-menu__label">{t('categories.all')}</span>
      </button>
      <div className="jet-category-menu__panel" id={panelId} hidden={!open}>
        <Level items={categories} level={1} model={model} />
      </div>
    </nav>
  );
}

export function CategoryMenu() {
  return <CategoryMenuView {...useCategoryMenu()} />;
}
