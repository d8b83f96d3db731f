import '../../i18n/catalogue/customer-auth';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { FieldShell } from '../../forms/fields/field-shell';
import { useJetField } from '../../forms/use-jet-field';
import { formatCpfCnpj } from '../../format/documents';
import { t } from '../../i18n';

/** Digits and the CPF/CNPJ mask's punctuation only: the text is a tax id being typed, not an e-mail. */
const TAX_ID_TEXT = /^[\d.\-/\s]+$/;

/**
 * What the field keeps of a keystroke: a tax id (digits, up to 14) gets the CPF mask, then the CNPJ mask
 * from the 12th digit on (customer-area §5); an e-mail, or anything with a letter, stays as typed.
 */
export function formatIdentifierInput(text: string): string {
  if (!TAX_ID_TEXT.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 14) return text;
  return formatCpfCnpj(digits);
}

export interface IdentifierFieldProps {
  name: string;
  label: ReactNode;
  /** Filled in by the previous step: read-only, with a button to change it. */
  locked?: boolean;
  onUnlock?: () => void;
  autoComplete?: string;
}

/** An e-mail, CPF or CNPJ field: masked as a CPF or CNPJ only while the text is a tax id. */
export function IdentifierField({ name, label, locked, onUnlock, autoComplete = 'username' }: IdentifierFieldProps) {
  const { field, helpers, id, controlProps, error, errorId, hintId, state } = useJetField(name, { hasHint: locked });
  const inputRef = useRef<HTMLInputElement>(null);
  const unlock = () => {
    onUnlock?.();
    inputRef.current?.focus();
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(formatIdentifierInput(event.target.value));
  return (
    <FieldShell
      kind="text"
      className="jet-identifier-field"
      hint={locked ? t('auth.login.lockedHint') : undefined}
      {...{ id, label, hintId, error, errorId, state }}
    >
      <span className="jet-identifier-field__control">
        <input
          ref={inputRef}
          {...controlProps}
          name={field.name}
          value={field.value ?? ''}
          onChange={onChange}
          onBlur={field.onBlur}
          className="jet-field__input"
          type="text"
          inputMode="email"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          readOnly={locked}
          aria-readonly={locked || undefined}
        />
        {locked && onUnlock && (
          <button type="button" className="jet-button jet-button--secondary jet-identifier-field__change" onClick={unlock}>
            {t('auth.login.changeIdentifier')}
          </button>
        )}
      </span>
    </FieldShell>
  );
}
