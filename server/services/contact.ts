/**
 * The contact page's rules (catalogue-and-discovery §5, §7): the topics, the reCAPTCHA credentials and
 * verification, and the message, which reaches the store by e-mail through the outbox (adapters/mailer.ts).
 * The message is not kept anywhere else, and nothing of it is logged.
 */
import type { ContactTopic, RecaptchaCredentials } from '../../src/api/operations/contact';
import type { OkAnswer } from '../../src/api/types';
import { formatPhone } from '../../src/format/documents';
import { phoneDigits } from '../../src/validation';
import { escapeHtml, type Mail, type Mailer } from '../adapters/mailer';
import type { RecaptchaPasses, RecaptchaSettings, RecaptchaVerifier } from '../adapters/recaptcha';
import { fail, invalidInput, text } from '../lib/messages';
import type { Repositories } from '../repositories';

/** Where messages go when CONTACT_EMAIL names no address. */
export const DEFAULT_CONTACT_EMAIL = 'contato@jetstore.example';

/** The action of the contact form in the store's reCAPTCHA settings. */
export const CONTACT_ACTION = 'Contact';

export interface ContactServiceOptions {
  recaptcha: RecaptchaVerifier;
  settings: RecaptchaSettings;
  passes: RecaptchaPasses;
  mailer: Mailer;
  /** Where messages of a topic without a mailbox of its own go (CONTACT_EMAIL). */
  storeEmail: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  subject: string;
  message: string;
  topicId: number;
  token: string;
  ip: string;
}

/** Paragraphs as text and as simple HTML, their line breaks kept (<br>); every value escaped. */
function mail(to: string, subject: string, paragraphs: string[]): Mail {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('\n'),
  };
}

/** One line for a header or a label: line breaks and runs of blanks become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function contactService(repos: Repositories, options: ContactServiceOptions) {
  const { recaptcha, settings, passes, mailer } = options;
  const enabled = (action: string) => settings.actions.includes(action);

  return {
    topics(): Promise<ContactTopic[]> {
      return repos.contactTopics.list();
    },

    /** status: some action is checked; tipo: those actions; siteKey: '' for the offline checker. */
    credentials(): RecaptchaCredentials {
      return { status: settings.actions.length > 0, tipo: settings.actions.join(','), siteKey: settings.siteKey };
    },

    /** Verifies a token through the bot-check adapter; a verified token is then good for one form. */
    async verify(token: string, action: string, ip: string): Promise<{ success: boolean }> {
      const success = await recaptcha.verify(token, action, ip);
      if (success) passes.remember(token, action);
      return { success };
    },

    /**
     * Sends the message to the store. With 'Contact' among the enabled actions the token must have been
     * verified just before (/api/recaptcha) or verify now; otherwise the empty token the form sends is taken.
     */
    async send(input: ContactMessage): Promise<OkAnswer> {
      if (enabled(CONTACT_ACTION)) {
        const human = input.token !== '' && (passes.consume(input.token, CONTACT_ACTION) || (await recaptcha.verify(input.token, CONTACT_ACTION, input.ip)));
        if (!human) throw fail(400, 'accountApi.botCheck', 'RECAPTCHA');
      }
      const topic = await repos.contactTopics.find(input.topicId);
      if (!topic) throw invalidInput('contact.topicRequired');
      const to = topic.email || options.storeEmail;
      const line = (label: Parameters<typeof text>[0], value: string) => `${text(label)}: ${value}`;
      const digits = phoneDigits(input.phone);
      await mailer.send(
        mail(to, text('contact.mailSubject', { subject: oneLine(input.subject) }), [
          text('contact.mailIntro'),
          [
            line('field.topic', topic.description),
            line('field.subject', oneLine(input.subject)),
            line('field.name', oneLine(input.name)),
            line('field.email', input.email),
            line('field.phone', digits ? formatPhone(digits) : input.phone),
            line('field.city', `${oneLine(input.city)} - ${input.state}`),
          ].join('\n'),
          `${text('field.message')}:\n${input.message}`,
          text('contact.mailReply', { email: input.email }),
        ]),
      );
      return { ok: true };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
