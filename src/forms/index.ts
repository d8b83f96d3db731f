/**
 * The forms kit: yup schemas with the spec's messages (logic), field components (views) whose form loads
 * Formik and its schema on its first need, keyboard handlers and mask bindings. Masks themselves live in src/format/masks and are re-exported.
 */
export * from './schemas';
export { isFormValid, validateValues } from './validate';
export { useFormState } from './form-state';
export type { FormErrors, FormHelpers, FormState, FormTouched, FormValues } from './form-state';
export { schemaModule } from './schema-source';
export type { SchemaLoader, SchemaSource } from './schema-source';
export { blockNonIntegerKeys, blockPaste, preventEnterKey } from './keyboard';
export { useJetField } from './use-jet-field';
export type { FieldState, JetFieldOptions } from './use-jet-field';
export { useMask } from './use-mask';
export type { MaskSource } from './use-mask';
export { addressTypeOptions, profileOptions, stateOptions } from './options';
export { JetForm } from './fields/jet-form';
export type { JetFormProps } from './fields/jet-form';
export { TextField } from './fields/text-field';
export type { TextFieldProps } from './fields/text-field';
export { MaskedField } from './fields/masked-field';
export type { MaskedFieldProps } from './fields/masked-field';
export { SelectField } from './fields/select-field';
export type { SelectFieldProps, SelectOption } from './fields/select-field';
export { CheckboxField } from './fields/checkbox-field';
export type { CheckboxFieldProps } from './fields/checkbox-field';
export { RadioGroupField } from './fields/radio-group-field';
export type { RadioGroupFieldProps } from './fields/radio-group-field';
export { QuantityField } from './fields/quantity-field';
export type { QuantityFieldProps } from './fields/quantity-field';
export { SubmitButton } from './fields/submit-button';
export type { SubmitButtonProps } from './fields/submit-button';
export { AddressFields } from './fields/address-fields';
export type { AddressFieldsProps } from './fields/address-fields';
export {
  birthDateMask,
  cardExpiryMask,
  cardNumberMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  phoneMask,
} from '../format/masks';
export type { MaskOptions } from '../format/masks';
