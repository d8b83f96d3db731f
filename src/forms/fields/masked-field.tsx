import '../../i18n/catalogue/forms';
import { useCallback } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { MaskOptions } from '../../format/masks';
import { blockPaste as blockPasteHandler } from '../keyboard';
import { useJetField } from '../use-jet-field';
import { useMask } from '../use-mask';
import { FieldShell } from './field-shell';

export interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  /** One of the masks of src/format/masks (cpfCnpjMask, phoneMask, cepMask ...). Keep it stable. */
  mask: MaskOptions;
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Blocks pasting (the spec blocks it on phone fields). */
  blockPaste?: boolean;
  /** Called with the masked text when the mask is filled (e.g. a CEP lookup). */
  onComplete?: (masked: string) => void;
  id?: string;
  className?: string;
}

/**
 * An input with an imask mask; the Formik value is the masked text ('(11) 98765-4321'). imask loads on
 * the field's first focus (useMask): until it arrives the field shows its value as given and takes what
 * is typed as typed, then formats it.
 */
export function MaskedField(props: MaskedFieldProps) {
  const { name, label, mask, hint, disabled, className, blockPaste, onComplete } = props;
  const { field, helpers, id, controlProps, error, errorId, hintId, state } = useJetField(name, {
    id: props.id,
    hasHint: Boolean(hint),
  });
  const { setValue } = helpers;
  const accept = useCallback((masked: string) => void setValue(masked), [setValue]);
  const inputRef = useMask(mask, field.value ?? '', accept, onComplete);
  return (
    <FieldShell kind="masked" {...{ id, label, hint, hintId, error, errorId, state, disabled, className }}>
      <input
        ref={inputRef}
        {...controlProps}
        name={field.name}
        onBlur={field.onBlur}
        defaultValue={field.value ?? ''}
        className="jet-field__input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode ?? 'numeric'}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        disabled={disabled}
        readOnly={props.readOnly}
        onPaste={blockPaste ? blockPasteHandler : undefined}
      />
    </FieldShell>
  );
}
