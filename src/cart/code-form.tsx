import '../i18n/catalogue/cart-page';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../i18n';
import type { CartOutcome } from '../stores/cart';

export interface CodeFormProps {
  /** 'Cupom de desconto' or 'Vale-presente'. */
  label: string;
  /** The code applied now, or null. */
  applied: string | null;
  /** 'Cupom X aplicado'. */
  appliedText: (code: string) => string;
  removeLabel: string;
  /** The message when nothing was typed (no request is sent). */
  requiredText: string;
  apply: (code: string) => Promise<CartOutcome>;
  remove: () => Promise<CartOutcome>;
}

/**
 * A code the shopper types on the cart page: the discount key (cupom) or a voucher (vale-presente).
 * Apply with Enter or 'Aplicar'; the server's refusal shows under the field and the typed code stays;
 * once applied, the code and its remove button.
 */
export function CodeForm({ label, applied, appliedText, removeLabel, requiredText, apply, remove }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const run = async (action: () => Promise<CartOutcome>) => {
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (outcome.status === 'failed') setError(outcome.error.message);
    else if (outcome.status === 'done') {
      setError(null);
      setCode('');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(requiredText);
    void run(() => apply(typed));
  };

  if (applied) {
    return (
      <div className="jet-cart-code jet-cart-code--applied">
        <p className="jet-cart-code__applied" role="status">
          {appliedText(applied)}
        </p>
        <button type="button" className="jet-cart-code__remove" disabled={busy} onClick={() => void run(remove)}>
          {removeLabel}
        </button>
        {error && (
          <p className="jet-cart-code__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="jet-cart-code" onSubmit={submit} noValidate>
      <label className="jet-cart-code__label" htmlFor={id}>
        {label}
      </label>
      <div className="jet-cart-code__row">
        <input
          id={id}
          className="jet-cart-code__input"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <button type="submit" className="jet-button jet-button--secondary" disabled={busy} aria-busy={busy || undefined}>
          {t('cart.apply')}
        </button>
      </div>
      {error && (
        <p className="jet-cart-code__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
