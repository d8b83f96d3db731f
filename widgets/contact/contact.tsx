import '../../src/i18n/catalogue/contact';
import { useId, useMemo } from 'react';
import type { FormHelpers } from '../../src/forms/form-state';
import type { ContactTopic } from '../../src/api/operations/contact';
// the form's pieces one by one, not the forms kit's barrel: the page loads no address, radio or checkbox field
import { phoneMask } from '../../src/format/masks';
import { JetForm } from '../../src/forms/fields/jet-form';
import { MaskedField } from '../../src/forms/fields/masked-field';
import { SelectField } from '../../src/forms/fields/select-field';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import {
  CONTACT_CITY_MAX,
  CONTACT_SUBJECT_MAX,
  contactInitialValues,
  LEAD_NAME_MAX,
  QUOTE_MESSAGE_MAX,
  type ContactValues,
} from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import { BRAZILIAN_STATES } from '../../src/validation/states';
import { AlertSlot, type AlertMessage } from '../../src/ui/alert';
import { LoadError } from '../../src/ui/load-error';
import { loadBotCheck, useContact, type ContactState } from './use-contact';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const catalogueFormSchemas = schemaModule(() => import('../../src/forms/schemas/catalogue-forms'));

const contactSchema = catalogueFormSchemas.schema((m) => m.contactSchema);

/** The 27 states, value the code (as src/forms/options' stateOptions, without the address schemas it carries). */
const stateOptions = BRAZILIAN_STATES.map((state) => ({ value: state.code, label: state.name }));

/** What the contact page shows, and what it does (useContact). */
interface ContactModel {
  state: ContactState;
  topics: readonly ContactTopic[];
  alert: { alert: AlertMessage | null; close: () => void };
  /** Sends the form; true on success (the form then resets). */
  send: (values: ContactValues) => Promise<boolean>;
  /** Reads the topics again after a failure. */
  retry: () => void;
  /** Heading level of the title 'Fale Conosco' (default 1). */
  headingLevel?: 1 | 2 | 3;
}

/** 'Fale Conosco' as a plain function of its model: the title, the message, the form. */
function ContactView({ state, topics, alert, send, retry, headingLevel = 1 }: ContactModel) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const topicOptions = useMemo(() => topics.map((topic) => ({ value: String(topic.idContactTopic), label: topic.description })), [topics]);

  const submit = async (values: ContactValues, helpers: FormHelpers<ContactValues>) => {
    // success: back to the initial values (state and topic to 'Selecione'); failure: everything stays
    if (await send(values)) helpers.resetForm();
  };

  return (
    <section className="jet-contact" data-state={state} aria-labelledby={titleId}>
      <Heading className="jet-contact__title" id={titleId}>
        {t('contact.title')}
      </Heading>
      <p className="jet-contact__intro">{t('contact.intro')}</p>
      <JetForm schema={contactSchema} initialValues={contactInitialValues} onSubmit={submit} preload={loadBotCheck} validateOnMount={false} aria-label={t('contact.title')} className="jet-contact__form">
        <TextField name="name" label={t('field.name')} autoComplete="name" className="jet-contact__field" limit={LEAD_NAME_MAX} />
        <TextField name="email" type="email" label={t('field.email')} autoComplete="email" className="jet-contact__field" limit={254} />
        <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} autoComplete="tel" blockPaste className="jet-contact__field" />
        <SelectField name="state" label={t('field.state')} options={stateOptions} autoComplete="address-level1" className="jet-contact__field" />
        <TextField name="city" label={t('field.city')} autoComplete="address-level2" className="jet-contact__field" limit={CONTACT_CITY_MAX} />
        <div className="jet-contact__topic">
          <SelectField
            name="topic"
            label={t('field.topic')}
            options={topicOptions}
            disabled={state !== 'ready'}
            hint={state === 'loading' ? t('contact.topicsLoading') : undefined}
            className="jet-contact__field"
          />
          {state === 'error' && (
            <LoadError className="jet-contact__topics-error" buttonClassName="jet-contact__retry" message={t('contact.topicsError')} retryLabel={t('contact.topicsRetry')} onRetry={retry} />
          )}
        </div>
        <TextField name="subject" label={t('field.subject')} className="jet-contact__field jet-contact__field--wide" limit={CONTACT_SUBJECT_MAX} />
        <TextField name="message" multiline rows={6} label={t('field.message')} className="jet-contact__field jet-contact__field--wide" limit={QUOTE_MESSAGE_MAX} />
        {/* the result beside 'Enviar', where the shopper is looking (on a phone the title is screens away) */}
        <div className="jet-contact__alert">
          <AlertSlot {...alert} />
        </div>
        <div className="jet-contact__actions">
          <SubmitButton disableWhileInvalid={false} className="jet-contact__submit">
            {t('forms.submit')}
          </SubmitButton>
        </div>
      </JetForm>
    </section>
  );
}

export interface ContactProps {
  /** Heading level of 'Fale Conosco' (1 to 3; default 1). */
  headingLevel?: number;
}

/** The contact page's widget ('Fale Conosco'). */
export function Contact({ headingLevel }: ContactProps) {
  const level = headingLevel === 2 || headingLevel === 3 ? headingLevel : 1;
  return <ContactView {...useContact()} headingLevel={level} />;
}
