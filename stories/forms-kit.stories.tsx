import '../src/i18n/catalogue/listing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { number, object, string } from 'yup';
import { cpfCnpjMask, phoneMask } from '../src/format/masks';
import { AddressFields } from '../src/forms/fields/address-fields';
import { CheckboxField } from '../src/forms/fields/checkbox-field';
import { JetForm } from '../src/forms/fields/jet-form';
import { MaskedField } from '../src/forms/fields/masked-field';
import { QuantityField } from '../src/forms/fields/quantity-field';
import { RadioGroupField } from '../src/forms/fields/radio-group-field';
import { SelectField } from '../src/forms/fields/select-field';
import { SubmitButton } from '../src/forms/fields/submit-button';
import { TextField } from '../src/forms/fields/text-field';
import { profileOptions } from '../src/customer/registration/registration-logic';
import { stateOptions } from '../src/forms/options';
import {
  acceptField,
  addressInitialValues,
  addressSchema,
  cpfOrCnpjField,
  emailField,
  fullNameField,
  message,
  phoneField,
  quoteInitialValues,
  quoteSchema,
  requiredText,
  stateField,
} from '../src/forms/schemas';
import { t } from '../src/i18n';
import '../src/forms/forms.css';

/** One field of each kind, with the spec's rules, to show every state side by side. */
const kitSchema = object({
  name: fullNameField(),
  email: emailField(),
  phone: phoneField(),
  cpfCnpj: cpfOrCnpjField(),
  state: stateField('contact.stateRequired'),
  profile: requiredText(),
  quantity: number()
    .typeError(message('cart.quantityRange'))
    .required(message('cart.quantityRange'))
    .min(1, message('cart.quantityRange'))
    .max(9999, message('cart.quantityRange')),
  termAccepted: acceptField(true, 'customer.termsRequired'),
  note: string().default(''),
});

interface KitValues {
  name: string;
  email: string;
  phone: string;
  cpfCnpj: string;
  state: string;
  profile: string;
  quantity: number | '';
  termAccepted: boolean;
  note: string;
}

const empty: KitValues = {
  name: '',
  email: '',
  phone: '',
  cpfCnpj: '',
  state: '',
  profile: '',
  quantity: '',
  termAccepted: false,
  note: '',
};

const invalid: KitValues = {
  name: 'Ma',
  email: 'maria@',
  phone: '(20) 98765-4321',
  cpfCnpj: '123.456.789-09',
  state: '',
  profile: '',
  quantity: 0,
  termAccepted: false,
  note: '',
};

const valid: KitValues = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  cpfCnpj: '529.982.247-25',
  state: 'SP',
  profile: 'fisica',
  quantity: 2,
  termAccepted: true,
  note: 'Entregar após as 18h',
};

const everyField = Object.fromEntries(Object.keys(empty).map((key) => [key, true]));

interface KitProps {
  values: KitValues;
  touched?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

/** Every field kind of the kit in one form. */
function FieldKinds({ values, touched, disabled, loading }: KitProps) {
  return (
    <JetForm
      schema={kitSchema}
      initialValues={values}
      initialTouched={touched ? everyField : undefined}
      onSubmit={() => new Promise<void>((resolve) => setTimeout(resolve, 2000))}
    >
      <TextField name="name" label={t('field.fullName')} autoComplete="name" disabled={disabled} />
      <TextField name="email" type="email" label={t('field.email')} autoComplete="email" disabled={disabled} />
      <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} blockPaste disabled={disabled} />
      <MaskedField name="cpfCnpj" label={t('field.cpfCnpj')} mask={cpfCnpjMask} disabled={disabled} />
      <SelectField name="state" label={t('field.state')} options={stateOptions} disabled={disabled} />
      <RadioGroupField name="profile" label={t('field.profile')} options={profileOptions()} disabled={disabled} />
      <QuantityField name="quantity" label={t('card.quantity')} disabled={disabled} />
      <TextField name="note" multiline label={t('field.message')} disabled={disabled} />
      <CheckboxField name="termAccepted" label={t('field.terms')} disabled={disabled} />
      <SubmitButton loading={loading} disableWhileInvalid={false} disabled={disabled}>
        {t('forms.submit')}
      </SubmitButton>
    </JetForm>
  );
}

const meta = {
  title: 'Core/Forms kit',
  component: FieldKinds,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldKinds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: no error shows before a field is visited. */
export const Empty: Story = { args: { values: empty } };

/** Wrong values in visited fields: each error sits under its field and describes it. */
export const Invalid: Story = { args: { values: invalid, touched: true } };

/** Correct values in visited fields. */
export const Valid: Story = { args: { values: valid, touched: true } };

/** Every field disabled. */
export const Disabled: Story = { args: { values: valid, disabled: true } };

/** Sending: the button shows the loading text and aria-busy. */
export const Loading: Story = { args: { values: valid, touched: true, loading: true, disabled: false } };

/** The quote form, built from the kit in a few lines. */
export const QuoteForm: Story = {
  args: { values: empty },
  render: () => (
    <JetForm
      schema={quoteSchema}
      initialValues={quoteInitialValues}
      onSubmit={() => new Promise<void>((resolve) => setTimeout(resolve, 1500))}
      resetOnSuccess
    >
      <TextField name="name" label={t('field.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('field.email')} autoComplete="email" />
      <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} blockPaste />
      <TextField name="message" multiline label={t('field.message')} />
      <SubmitButton>{t('forms.submit')}</SubmitButton>
    </JetForm>
  ),
};

/** The address book form, built from the kit; Enter submits, and no field cuts what is typed at its limit. */
export const AddressForm: Story = {
  args: { values: empty },
  render: () => (
    <JetForm schema={addressSchema} initialValues={addressInitialValues} onSubmit={() => undefined}>
      <AddressFields book />
      <SubmitButton disableWhileInvalid={false}>{t('forms.submit')}</SubmitButton>
    </JetForm>
  ),
};
