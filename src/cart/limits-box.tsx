import '../i18n/catalogue/cart-page';
import { t } from '../i18n';

/**
 * The rules box (cart-and-purchase §2: the value, item-count and per-item limits) and, when the cart
 * meets them, the green message of §4. Nothing when the store sets no limit.
 */
export function LimitsBox({ rules, met }: { rules: readonly string[]; met: boolean }) {
  if (rules.length === 0 && !met) return null;
  return (
    <div className="jet-cart-rules">
      {rules.length > 0 && (
        <section className="jet-cart-rules__box" aria-label={t('cart.rulesTitle')}>
          <h2 className="jet-cart-rules__title">{t('cart.rulesTitle')}</h2>
          <ul className="jet-cart-rules__list">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      )}
      {met && (
        <p className="jet-cart-rules__met" role="status">
          {t('cart.limitsMet')}
        </p>
      )}
    </div>
  );
}
