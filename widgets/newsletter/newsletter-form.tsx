import '../../src/i18n/catalogue/newsletter';
import { useState } from 'react';
import type { FormHelpers } from '../../src/forms/form-state';
import type { NewsletterCategory } from '../../src/api/operations';
// the fields one by one, not the forms index: the footer's form must not pull the address and CEP fields
import { CheckboxField } from '../../src/forms/fields/checkbox-field';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import { newsletterEmailOnlyInitialValues, newsletterInitialValues } from '../../src/forms/values/cart-forms';
import { t } from '../../src/i18n';
import type { NewsletterFormValues } from './use-newsletter';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const cartFormSchemas = schemaModule(() => import('../../src/forms/schemas/newsletter'));

const newsletterSchema = cartFormSchemas.schema((m) => m.newsletterSchema);
const newsletterEmailOnlySchema = cartFormSchemas.schema((m) => m.newsletterEmailOnlySchema);

export interface NewsletterFormProps {
  emailOnly: boolean;
  categories: readonly NewsletterCategory[];
  register: (values: NewsletterFormValues) => Promise<boolean>;
}

/**
 * The sign-up form (cart-and-purchase §5): Nome (two words) and E-mail, or E-mail alone; the categories
 * when given (those marked `checked` start ticked); 'Cadastrar', disabled while the form is invalid, showing the loading text while sending.
 * It resets after a sign-up and keeps what the visitor typed after a failure. Loaded with import().
 */
export default function NewsletterForm({ emailOnly, categories, register }: NewsletterFormProps) {
  // the categories the store marks `checked` start ticked, and again after the reset of a sign-up
  const [initialValues] = useState<NewsletterFormValues>(() =>
    emailOnly
      ? newsletterEmailOnlyInitialValues
      : { ...newsletterInitialValues, categories: categories.filter((c) => c.checked === true).map((c) => String(c.idEmailInfoCategory)) },
  );
  const submit = async (values: NewsletterFormValues, helpers: FormHelpers<NewsletterFormValues>) => {
    if (await register(values)) helpers.resetForm();
  };
  return (
    <JetForm<NewsletterFormValues>
      schema={emailOnly ? newsletterEmailOnlySchema : newsletterSchema}
      initialValues={initialValues}
      onSubmit={submit}
      aria-label={t('newsletter.formLabel')}
      className="jet-newsletter__form"
    >
      <div className="jet-newsletter__fields">
        {!emailOnly && <TextField name="name" label={t('field.name')} autoComplete="name" maxLength={120} />}
        <TextField name="email" type="email" label={t('field.email')} autoComplete="email" inputMode="email" maxLength={254} />
      </div>
      {!emailOnly && categories.length > 0 && (
        <fieldset className="jet-newsletter__categories">
          <legend className="jet-newsletter__legend">{t('field.newsletterCategories')}</legend>
          {categories.map((category) => (
            <CheckboxField
              key={category.idEmailInfoCategory}
              name="categories"
              value={String(category.idEmailInfoCategory)}
              label={category.name}
            />
          ))}
        </fieldset>
      )}
      <SubmitButton className="jet-newsletter__submit">{t('newsletter.submit')}</SubmitButton>
    </JetForm>
  );
}
