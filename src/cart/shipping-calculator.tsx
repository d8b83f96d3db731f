import '../i18n/catalogue/cart';
import '../i18n/catalogue/forms';
import { t } from '../i18n';
import { CORREIOS_CEP_SEARCH, POSTCODE_LENGTH, useShippingCalculator, type ShippingCalculatorModel, type ShippingCalculatorOptions } from './use-shipping-calculator';

export type ShippingCalculatorProps = ShippingCalculatorOptions & {
  /** Shows the 'Não sei meu CEP' link to the Correios' search; default true. */
  showLookupLink?: boolean;
};

/**
 * The shipping calculator of the cart page and the cart preview (`compact`). Classes `jet-shipping__*`,
 * state in `data-state="idle|loading|ready|empty|error"`; 'Limpar CEP' while a CEP is kept.
 */
export function ShippingCalculator({ showLookupLink = true, ...options }: ShippingCalculatorProps) {
  return <ShippingCalculatorView {...useShippingCalculator(options)} showLookupLink={showLookupLink} />;
}

/** The calculator's view, from a plain model. */
export function ShippingCalculatorView(model: ShippingCalculatorModel & { showLookupLink?: boolean }) {
  const loading = model.status === 'loading';
  const optionsId = `${model.inputId}-options`;
  return (
    <div className={model.compact ? 'jet-shipping jet-shipping--compact' : 'jet-shipping'} data-state={model.status}>
      <div className="jet-shipping__form">
        <label className="jet-shipping__label" htmlFor={model.inputId}>
          {t('field.postcode')}
        </label>
        <div className="jet-shipping__row">
          <input
            ref={model.inputRef}
            id={model.inputId}
            className="jet-shipping__input"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            enterKeyHint="go"
            placeholder="00000-000"
            maxLength={POSTCODE_LENGTH}
            // the mask owns the text once bound; a view from a fixed model shows it as given
            {...(model.inputRef ? { defaultValue: model.text } : { value: model.text, readOnly: true })}
            aria-invalid={model.error && model.status !== 'error' ? true : undefined}
            aria-describedby={model.error ? model.errorId : undefined}
            onChange={model.inputRef ? undefined : (event) => model.onTextChange(event.currentTarget.value)}
            onKeyDown={model.onKeyDown}
          />
          <button
            type="button"
            className="jet-shipping__button"
            aria-busy={loading || undefined}
            aria-disabled={loading || undefined}
            aria-controls={optionsId}
            onClick={() => !loading && model.calculate()}
          >
            {loading ? t('shipping.calculating') : t('shipping.calculate')}
          </button>
        </div>
        {model.showLookupLink !== false && (
          <a className="jet-shipping__lookup" href={CORREIOS_CEP_SEARCH} target="_blank" rel="noopener noreferrer">
            {t('shipping.unknownPostcode')}
          </a>
        )}
        {model.canForget && (
          <button type="button" className="jet-shipping__forget" onClick={model.forget}>
            {t('shipping.forgetPostcode')}
          </button>
        )}
      </div>
      {model.error && (
        <p className="jet-shipping__error" id={model.errorId} role="alert">
          {model.error}
        </p>
      )}
      <div className="jet-shipping__results" id={optionsId} aria-live="polite" aria-busy={loading || model.choosing || undefined}>
        {model.status === 'empty' && <p className="jet-shipping__empty">{t('shipping.noOptions')}</p>}
        {model.options.length > 0 && model.listOnly && (
          <ul className="jet-shipping__options" aria-label={t('shipping.options')}>
            {model.options.map((option) => (
              <li className="jet-shipping__option" key={option.id}>
                <span className="jet-shipping__name">{option.name}</span>
                <span className="jet-shipping__time">{option.time}</span>
                <span className="jet-shipping__price">{option.price}</span>
              </li>
            ))}
          </ul>
        )}
        {model.options.length > 0 && !model.listOnly && (
          <fieldset className="jet-shipping__options">
            <legend className="jet-shipping__legend">{t('shipping.options')}</legend>
            {model.options.map((option) => (
              <label className="jet-shipping__option" key={option.id} data-checked={option.checked || undefined}>
                <input
                  type="radio"
                  className="jet-shipping__radio"
                  name={optionsId}
                  value={option.id}
                  checked={option.checked}
                  onChange={() => model.choose(option.id)}
                />
                <span className="jet-shipping__name">{option.name}</span>
                <span className="jet-shipping__time">{option.time}</span>
                <span className="jet-shipping__price">{option.price}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
