import '../../i18n/catalogue/forms';
import type { HTMLAttributes, ReactNode } from 'react';
import { blockPaste as blockPasteHandler } from '../keyboard';
import { useJetField } from '../use-jet-field';
import { FieldShell } from './field-shell';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** A <textarea> instead of an <input>. */
  multiline?: boolean;
  rows?: number;
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The browser's maxlength: what is typed or pasted past it is cut without a word. For a limit the schema words, use `limit`. */
  maxLength?: number;
  /**
   * The longest text the schema takes (its message says so). The text is never cut: past the limit
   * (surrounding blanks ignored) the field's error shows at once, while typing or after a paste.
   */
  limit?: number;
  disabled?: boolean;
  readOnly?: boolean;
  /** Blocks pasting into the field. */
  blockPaste?: boolean;
  id?: string;
  className?: string;
}

/** A text input or textarea bound to Formik, with its label, hint and error. */
export function TextField(props: TextFieldProps) {
  const { name, label, type = 'text', multiline, rows = 4, hint, blockPaste, disabled, className, ...rest } = props;
  const { field, id, controlProps, error, errorId, hintId, state } = useJetField(name, {
    id: props.id,
    hasHint: Boolean(hint),
    limit: rest.limit,
  });
  const common = {
    ...field,
    ...controlProps,
    value: field.value ?? '',
    className: 'jet-field__input',
    disabled,
    readOnly: rest.readOnly,
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
    maxLength: rest.maxLength,
    onPaste: blockPaste ? blockPasteHandler : undefined,
  };
  return (
    <FieldShell
      kind={multiline ? 'textarea' : 'text'}
      {...{ id, label, hint, hintId, error, errorId, state, disabled, className }}
    >
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type={type} inputMode={rest.inputMode} />}
    </FieldShell>
  );
}
