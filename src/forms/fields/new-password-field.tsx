import '../../i18n/catalogue/forms';
import { useEffect, useState, type ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n';
import { PASSWORD_MAX_LENGTH } from '../../validation/password';
import { loadPasswordTools, type PasswordTools } from '../password-tools';
import type { PasswordStrength } from '../password-strength';
import { useFormState } from '../form-state';
import { useJetField } from '../use-jet-field';
import { FieldShell } from './field-shell';

export interface NewPasswordFieldProps {
  name: string;
  label: ReactNode;
  /** Words of the shopper (name, e-mail) the strength hint treats as guessable. */
  userInputs?: string[];
  id?: string;
  className?: string;
}

const STRENGTH_TEXT: Record<PasswordStrength, MessageKey> = {
  weak: 'password.strengthWeak',
  medium: 'password.strengthMedium',
  strong: 'password.strengthStrong',
};

/**
 * A password being chosen (registration, change, reset): an <input type="password"
 * autocomplete="new-password">, the rule as a hint ('Use ao menos 8 caracteres…') and, once the password
 * tools have loaded (first focus or input, a chunk of its own), the strength as visible text in a polite
 * live region ('Senha fraca' / 'Senha média' / 'Senha forte'), both referenced by aria-describedby. When the
 * tools load the form is validated again, so a common password gets the server's message before any request.
 */
export function NewPasswordField({ name, label, userInputs, id: idProp, className }: NewPasswordFieldProps) {
  const { field, id, controlProps, error, errorId, hintId, state } = useJetField(name, { id: idProp, hasHint: true });
  const { validateForm } = useFormState();
  const [tools, setTools] = useState<PasswordTools>();
  const value = typeof field.value === 'string' ? field.value : '';

  const load = () => {
    if (!tools) loadPasswordTools().then(setTools, () => undefined);
  };
  useEffect(() => {
    // The list is now registered: the schema's 'common' test counts from here on.
    if (tools && value) void validateForm();
    // Only when the tools arrive: every later change is validated by Formik itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tools]);

  const strength = tools && value ? tools.passwordStrength(value, userInputs) : undefined;
  const strengthId = `${id}-strength`;
  const describedBy = [controlProps['aria-describedby'], strengthId].filter(Boolean).join(' ');
  return (
    <FieldShell kind="text" className={['jet-field--new-password', className].filter(Boolean).join(' ')} hint={t('password.hint')} {...{ id, label, hintId, error, errorId, state }}>
      <input
        {...field}
        {...controlProps}
        aria-describedby={describedBy}
        value={value}
        type="password"
        className="jet-field__input"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH * 2}
        onFocus={load}
        onInput={load}
      />
      <p className="jet-field__strength" id={strengthId} data-strength={strength} aria-live="polite">
        {strength ? t(STRENGTH_TEXT[strength]) : null}
      </p>
    </FieldShell>
  );
}
