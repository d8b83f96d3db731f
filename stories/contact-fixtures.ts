/** The contact page's answers, shared by its stories and its tests. */
import type { ContactTopic } from '../src/api/operations';
import type { Answers } from '../test/fixtures/mock-api';

const contactTopics: ContactTopic[] = [
  { idContactTopic: 1, description: 'Dúvidas sobre um produto' },
  { idContactTopic: 2, description: 'Acompanhar meu pedido' },
  { idContactTopic: 3, description: 'Trocas e devoluções' },
  { idContactTopic: 4, description: 'Formas de pagamento' },
  { idContactTopic: 5, description: 'Sugestões e elogios' },
];

/** A store with 'Contact' among its reCAPTCHA actions and the offline checker (no site key). */
export const contactAnswers: Answers = {
  contactTopics,
  recaptchaCredentials: { status: true, tipo: 'Login,Register,Contact', siteKey: '' },
  recaptchaVerify: { success: true },
  sendContact: { ok: true },
};
