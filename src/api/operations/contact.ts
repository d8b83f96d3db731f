/**
 * The contact page ('Fale Conosco', catalogue-and-discovery §2, §3, §7): its topics, the message, and the
 * reCAPTCHA calls every bot-checked form may use (credentials, then the verification on its own path).
 */
import type { OkAnswer } from '../types';
import { op, read } from './define';

/** A topic the shopper picks ('Selecione a Descrição'). */
export interface ContactTopic {
  idContactTopic: number;
  description: string;
}

/** The contact submission (catalogue-and-discovery §3). */
export interface ContactInput {
  name: string;
  email: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Masked '(11) 98765-4321' or digits. */
  phone: string;
  subject: string;
  message: string;
  contactTopic: ContactTopic;
  /** A reCAPTCHA token when 'Contact' is among the enabled actions, '' otherwise. */
  tokenRecaptcha: string;
}

/** The store's reCAPTCHA settings (catalogue-and-discovery §7). */
export interface RecaptchaCredentials {
  /** The bot check is on. */
  status: boolean;
  /** Enabled actions, comma-separated: 'Contact,Login,Register'. */
  tipo: string;
  /** reCAPTCHA v3 site key; '' when the store runs the offline checker. */
  siteKey: string;
}

export interface RecaptchaVerifyInput {
  response: string;
  /** Not in the spec: the action the token was taken for (default 'Contact'). */
  action?: string;
}

export interface RecaptchaVerifyAnswer {
  success: boolean;
}

export const contactOperations = {
  contactTopics: read<undefined, ContactTopic[]>({ request: 'getContactTopics' }),
  sendContact: op<undefined, ContactInput, OkAnswer>({ request: 'sendContact' }),
  recaptchaCredentials: read<undefined, RecaptchaCredentials>({ request: 'getRecaptchaCredentials' }),
  /** POST /api/recaptcha with json {response}. */
  recaptchaVerify: op<undefined, RecaptchaVerifyInput, RecaptchaVerifyAnswer>({ path: 'recaptcha' }),
} as const;
