/**
 * The forms kit: yup schemas with the spec's messages (logic), field components (views) whose form loads
 * Formik and its schema on its first need, keyboard handlers and mask bindings. Masks themselves live in src/format/masks and are re-exported.
 */
export * from './schemas';
export {  validateValues } from './validate';
;
;
;
;
;
;
;
;
;
export {  profileOptions, stateOptions } from './options';
export { JetForm } from './fields/jet-form';
;
export { TextField } from './fields/text-field';
;
export { MaskedField } from './fields/masked-field';
;
export { SelectField } from './fields/select-field';
;
export { CheckboxField } from './fields/checkbox-field';
;
export { RadioGroupField } from './fields/radio-group-field';
;
export { QuantityField } from './fields/quantity-field';
;
export { SubmitButton } from './fields/submit-button';
;
export { AddressFields } from './fields/address-fields';
;
export {
  
  
  
  
  
  cpfCnpjMask,
  
  phoneMask,
} from '../format/masks';
;
