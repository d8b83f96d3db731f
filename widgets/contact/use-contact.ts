import '../../src/i18n/catalogue/contact';
import { useCallback, useMemo } from 'react';
import { useMutation, write } from '../../src/api/use-mutation';
import { ApiError } from '../../src/api/errors';
import type { ContactInput, ContactTopic } from '../../src/api/operations/contact';
import type { ContactValues } from '../../src/forms/values/catalogue-forms';
import { t } from '../../src/i18n';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';
import { useAlert } from '../../src/ui/alert';

/**
 * The bot check (its tokens, the reCAPTCHA adapter) loads with the form's first need (JetForm's `preload`),
 * not with the page; the submit awaits it.
 */
export const loadBotCheck = () => import('../../src/customer/bot-check');

/** 'loading' while the topics load; 'error' when they could not be read; 'empty' when the store has none. */
export type ContactState = 'loading' | 'ready' | 'empty' | 'error';

/** A topic as the answer may hold it: anything else in the list is left out (no TypeError on a bad answer). */
const isTopic = (value: unknown): value is ContactTopic =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContactTopic).idContactTopic === 'number' &&
  typeof (value as ContactTopic).description === 'string';

/** The topics of an answer; undefined when the answer is not a list at all. */
function topicsOf(data: unknown): ContactTopic[] | undefined {
  return Array.isArray(data) ? data.filter(isTopic) : undefined;
}

/** The contact submission (catalogue-and-discovery §3) from the form's values. */
function contactPayload(values: ContactValues, topics: readonly ContactTopic[], tokenRecaptcha: string): ContactInput {
  const id = Number(values.topic);
  const topic = topics.find((item) => item.idContactTopic === id);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    city: values.city.trim(),
    state: values.state,
    phone: values.phone,
    subject: values.subject.trim(),
    message: values.message.trim(),
    contactTopic: { idContactTopic: id, description: topic?.description ?? '' },
    tokenRecaptcha,
  };
}

/** The code the failure message ends with: the server's code, the bot check's, or the HTTP status. */
function failureCode(error: unknown): string | undefined {
  // the bot check's refusal (src/customer/bot-check.ts BotCheckError, loaded on demand: known by its name)
  if (error instanceof Error && error.name === 'BotCheckError') return (error as Error & { code: string }).code;
  if (error instanceof ApiError) return error.code ?? (error.status ? String(error.status) : undefined);
  return undefined;
}

/**
 * The contact page's logic (catalogue-and-discovery §5, §7, §8): the topics from the server, then on a
 * valid submit the §7 bot check (credentials; a verified token only when 'Contact' is enabled, '' otherwise)
 * and the message. Success says 'Formulário enviado com sucesso' and the form resets; a failure says
 * 'Erro ao enviar formulário [code]' and keeps everything typed.
 */
export function useContact() {
  const answer = useQuery('contactTopics');
  const topics = useMemo(() => topicsOf(answer.data), [answer.data]);
  const state: ContactState =
    topics === undefined ? (answer.status === 'loading' ? 'loading' : 'error') : topics.length === 0 ? 'empty' : 'ready';
  const list = useMemo(() => topics ?? [], [topics]);
  const alert = useAlert();
  const { show } = alert;

  const { run } = useMutation({
    send: async (values: ContactValues) => {
      const { enabledBotCheckToken } = await loadBotCheck();
      const token = await enabledBotCheckToken('Contact');
      await write('sendContact', { json: contactPayload(values, list, token) });
    },
    alert,
    failure: (_error, _values, thrown) => {
      const code = failureCode(thrown);
      // stays until the shopper closes it or sends again: the form is still there to fix and resend
      return { kind: 'error', message: code ? t('contact.failedCode', { code }) : t('contact.failed'), timeout: 0 };
    },
    onSuccess: () => show({ kind: 'success', message: t('contact.success'), timeout: 8000 }),
  });
  const send = async (values: ContactValues): Promise<boolean> => Boolean((await run(values))?.ok);

  const retry = useCallback(() => void query('contactTopics').refresh(), []);

  return { state, topics: list, alert, send, retry };
}

