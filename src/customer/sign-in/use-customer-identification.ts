import '../../i18n/catalogue/customer-auth';
import { useCallback, useState } from 'react';
import { useMutation, write } from '../../api/use-mutation';
import type { IdentificationAnswer } from '../../api/operations';
import { keepIdentifier, keepReturnUrl } from '../identifier-storage';
import { registrationUrl } from '../navigation';
import { navigation } from '../../routes/navigation';
import type { IdentificationValues } from '../../forms/values/customer-forms';
import { t } from '../../i18n';
import { buildUrl } from '../../routes';
import { useQuery } from '../../stores/use-query';
import { useAlert } from '../../ui/alert';
import { identifierType, type IdentifierType } from '../../validation/identifier-type';

/**
 * The bot check (its tokens, the reCAPTCHA adapter) loads with the form's first need (JetForm's `preload`),
 * not with the page; the submit awaits it.
 */
export const loadBotCheck = () => import('../bot-check');

const NEXT = new Set<IdentificationAnswer['next']>(['code-sent', 'login', 'unknown']);

/** An identification answer the flow can follow (anything else counts as a failed lookup). */
function isIdentificationAnswer(answer: unknown): answer is IdentificationAnswer {
  return Boolean(answer && typeof answer === 'object' && NEXT.has((answer as IdentificationAnswer).next));
}

/**
 * Whether a failed call is the lookup failing (the shopper goes on to the registration, customer-area §4
 * step 5) or the store not being reached (offline, timeout, too many tries, a server failure, a refused
 * bot check): then the shopper stays with the message and what they typed, and tries again.
 */
const isLookupFailure = (status: number): boolean => status === 404;

/**
 * The identification step's logic (customer-area §4 "Identification flow"): empty input gives the
 * form's message and no request; otherwise a bot-check token ('FirstAccess') and the identification
 * call, then: 'code-sent' → /customer/checkaccesskey?email=…; 'login' → the login modal with the
 * identifier filled in and locked; 'unknown' or a failed lookup → the identifier kept in session
 * storage and /customer (the registration). B2B stores accept only an e-mail or a CNPJ. A `returnUrl` other than
 * '/customer' (the checkout's identification) is kept in session storage too, so the registration and
 * the finish-registration reached from here come back to it ('/customer' forgets one kept earlier).
 */
export function useCustomerIdentification(returnUrl = '/customer') {
  const company = useQuery('company');
  const b2b = Boolean(company.data?.statusB2B);
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const [login, setLogin] = useState<{ open: boolean; identifier?: string }>({ open: false });

  const toRegister = ({ identifier, type }: { identifier: string; type: IdentifierType }) => {
    keepIdentifier({ identifier, type });
    navigation.assign(registrationUrl());
  };
  const { run } = useMutation({
    send: async ({ identifier, type }: { identifier: string; type: IdentifierType }) => {
      const { withBotCheck } = await loadBotCheck();
      return withBotCheck('FirstAccess', (tokenRecaptcha): Promise<unknown> => write('identification', { json: { identifier, type, tokenRecaptcha } }));
    },
    alert,
    failure: (failure, sent) => {
      if (!isLookupFailure(failure.status)) return undefined;
      toRegister(sent);
      return null;
    },
    onSuccess: (answer, sent) => {
      if (!isIdentificationAnswer(answer) || answer.next === 'unknown') return toRegister(sent);
      if (answer.next === 'code-sent') {
        // without a bot-check token the server shows no e-mail (not even masked): the step gets what was typed
        navigation.assign(buildUrl({ page: 'customer', view: 'checkaccesskey', email: answer.email || sent.identifier }));
        return;
      }
      setLogin({ open: true, identifier: sent.identifier });
    },
  });

  const submit = async (values: IdentificationValues) => {
    const identifier = values.identifier.trim();
    // an identification of the customer area forgets a return URL kept by an earlier one at the checkout
    keepReturnUrl(returnUrl && returnUrl !== '/customer' ? returnUrl : null);
    await run({ identifier, type: identifierType(identifier) ?? 'email' });
  };

  return {
    b2b,
    submit,
    message: alert.alert,
    closeMessage: alert.close,
    login,
    closeLogin: useCallback(() => setLogin((current) => ({ ...current, open: false })), []),
  };
}

/** Lead text of the step. */
export const identificationLead = (b2b: boolean): string => t(b2b ? 'auth.identification.leadB2b' : 'auth.identification.lead');
