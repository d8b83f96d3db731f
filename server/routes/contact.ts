/**
 * The contact page ('Fale Conosco', catalogue-and-discovery §5, §7): its topics, the message to the
 * store, and the reCAPTCHA credentials and verification (`POST /api/recaptcha`). The message's fields are
 * checked with the form's own schema (src/forms/schemas contactSchema), so a 400 carries the text the
 * form shows beside the field, prefixed with the field's label ('Cidade: Informe a Cidade').
 */
import { object, string } from 'yup';
import { contactSchema } from '../../src/forms/schemas/catalogue-forms';
import { invalidInput, text, type MessageKey } from '../lib/messages';
import { CONTACT_ACTION, type ContactService } from '../services/contact';
import { idField, parsedJson, jsonSchema } from './input';
import type { OperationRegistry } from './registry';

/** The longest token taken (reCAPTCHA v3 tokens are about 2 kB). */
const TOKEN_MAX = 4096;

const labels: Partial<Record<string, MessageKey>> = {
  name: 'field.name',
  email: 'field.email',
  phone: 'field.phone',
  state: 'field.state',
  city: 'field.city',
  subject: 'field.subject',
  message: 'field.message',
};

const topicRequired = () => text('contact.topicRequired');

/** The contact submission (catalogue-and-discovery §3); the topic's description is the server's own. */
const contactInput = jsonSchema(
  contactSchema.omit(['topic']).shape({
    contactTopic: object({
      idContactTopic: idField('contact.topicRequired').required(topicRequired),
      description: string().max(200, () => text('api.invalidInput')),
    })
      .default(undefined)
      .required(topicRequired),
    tokenRecaptcha: string().max(TOKEN_MAX, () => text('api.invalidInput')).default(''),
  }),
  { labels },
);

/** {response, action?}: an empty response is no proof (success false), anything not a text a 400. */
const verifyInput = parsedJson((value: unknown) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidInput();
  const { response, action = CONTACT_ACTION } = value as Record<string, unknown>;
  if (typeof response !== 'string' || response.length > TOKEN_MAX) throw invalidInput();
  if (typeof action !== 'string' || !/^[A-Za-z]{1,40}$/.test(action)) throw invalidInput();
  return { response: response.trim(), action };
});

export function contactOperations(registry: OperationRegistry, contact: ContactService): void {
  registry.add('contactTopics', { auth: 'public', limit: 'read' }, () => contact.topics());
  registry.add('recaptchaCredentials', { auth: 'public', limit: 'read' }, () => contact.credentials());
  registry.add('recaptchaVerify', { json: verifyInput, auth: 'public', limit: 'form' }, ({ json, request }) =>
    json.response ? contact.verify(json.response, json.action, request.ip) : { success: false },
  );
  registry.add('sendContact', { json: contactInput, auth: 'public', limit: 'form' }, ({ json, request }) =>
    contact.send({
      name: json.name,
      email: json.email.toLowerCase(),
      phone: json.phone,
      state: json.state.toUpperCase(),
      city: json.city,
      subject: json.subject,
      message: json.message,
      topicId: json.contactTopic.idContactTopic,
      token: json.tokenRecaptcha ?? '',
      ip: request.ip,
    }),
  );
}
