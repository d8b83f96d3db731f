import { useId } from 'react';
import { t } from '../../src/i18n';
import type { CategoryMenuModel } from './category-menu';
import type { MenuCategory } from './use-category-menu';

/** One level of the category tree: each category a link, with a button that shows its subcategories. */
export function Level({ items, level, model, id }: { items: readonly MenuCategory[]; level: number; model: CategoryMenuModel; id?: string }) {
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

