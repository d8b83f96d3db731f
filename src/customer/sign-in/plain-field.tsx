import { useId, type Ref } from 'react';

export interface PlainFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, tied to it by aria-describedby. */
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field of the forms kit's markup (`jet-field`) without Formik: the social login's two
 * small forms (the offline provider's dialog, the e-mail step) need no more, and the page loads no forms kit.
 */
export function PlainField({ label, value, onChange, error, type = 'text', autoComplete, inputRef }: PlainFieldProps) {
  const id = useId();
  return (
    <div className="jet-field jet-field--text" data-invalid={error ? 'true' : undefined}>
      <label className="jet-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="jet-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="jet-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
