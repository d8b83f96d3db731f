/**
 * The checkout's card form (issue 25), a lazy chunk: it loads, with the forms kit, only when the shopper
 * chooses 'Cartão de crédito'. Number, name on the card, expiry MM/AA, CVV and the holder's CPF (masks:
 * src/format/masks.ts, imask on a field's first focus), the brand shown as it is typed, the gateway's
 * installments. 'Finalizar pedido' (outside the form) asks it through `handle.prepare()`: validate, then
 * tokenise in the browser (src/payment/card/tokenizer.ts); only the token, the brand and the plan leave it.
 */
import '../../src/i18n/catalogue/card-payment';
import '../../src/i18n/catalogue/checkout';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { call } from '../../src/api/client';
import type { CardSessionAnswer, PlaceOrderCard } from '../../src/api/operations';
import type { ApiError } from '../../src/api/errors';
import { JetForm } from '../../src/forms/fields/jet-form';
import { MaskedField } from '../../src/forms/fields/masked-field';
import { SelectField } from '../../src/forms/fields/select-field';
import { TextField } from '../../src/forms/fields/text-field';
import { useFormState } from '../../src/forms/form-state';
import { schemaModule } from '../../src/forms/schema-source';
import { cardExpiryMask, cardNumberMask, cpfMask, type MaskOptions } from '../../src/format/masks';
import { formatBRL } from '../../src/format/money';
import { t } from '../../src/i18n';
import { CARD_BRAND_NAMES, detectCardBrand } from '../../src/payment/card/brand';
import { loadTokenizer } from '../../src/payment/card/tokenizer';
import { useQuery } from '../../src/stores/use-query';

const cardSchemas = schemaModule(() => import('../../src/forms/schemas/card'));
const cardSchema = cardSchemas.schema((m) => m.cardSchema);
const cvvMask: MaskOptions = { mask: '0000' };

interface CardValues {
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
  holderDocument: string;
  installments: string;
}

const cardInitialValues: CardValues = { number: '', holderName: '', expiry: '', cvv: '', holderDocument: '', installments: '1' };

/** What the checkout asks of the form. */
export interface CardFormHandle {
  /** Validates (errors shown, focus on the first) and tokenises; null when the form is not ready to pay. */
  prepare(): Promise<PlaceOrderCard | null>;
  /** The order was refused: the CVV is cleared (a new token needs it), a spent session replaced. */
  refused(error: ApiError): void;
}

interface CardFormProps {
  /** What the order will charge, in reais (the installments are for it). */
  amount: number;
  handle: Ref<CardFormHandle>;
  disabled?: boolean;
}

const ALL_TOUCHED = { number: true, holderName: true, expiry: true, cvv: true, holderDocument: true, installments: true };

function InstallmentsField({ amount, brand, disabled }: { amount: number; brand: ReturnType<typeof detectCardBrand>; disabled?: boolean }) {
  const plans = useQuery('cardInstallments', { value: amount, brand: brand ?? 'visa' }, Boolean(brand) && amount > 0);
  if (!brand) return <p className="jet-checkout__card-note">{t('card.installmentsPending')}</p>;
  if (plans.status === 'error') return <p className="jet-checkout__error">{t('card.installmentsError')}</p>;
  if (!plans.data) return <p className="jet-checkout__card-note" aria-busy="true">{t('card.installmentsLoading')}</p>;
  const options = plans.data.map((plan) => ({
    value: String(plan.installments),
    label:
      plan.total > amount + 0.004
        ? t('card.installmentInterest', { count: plan.installments, value: formatBRL(plan.installmentValue), total: formatBRL(plan.total) })
        : t('card.installmentFree', { count: plan.installments, value: formatBRL(plan.installmentValue) }),
  }));
  return <SelectField name="installments" label={t('card.installments')} options={options} placeholder={null} disabled={disabled} className="jet-checkout__card-wide" />;
}

/** The form's inside: its fields, and the bridge that gives the checkout `prepare` and `refused`. */
function CardFields({ amount, handle, disabled, formRef }: CardFormProps & { formRef: RefObject<HTMLDivElement | null> }) {
  const form = useFormState<CardValues>();
  const brand = detectCardBrand(form.values.number ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  const session = useRef<Promise<CardSessionAnswer> | null>(null);
  const gateway = useQuery('cardGateway');

  const openSession = useCallback(() => {
    session.current = call('cardSession', { json: null });
    // a failure is met when the order needs the session
    session.current.catch(() => undefined);
  }, []);
  // one card payment per form shown
  useEffect(() => openSession(), [openSession]);

  useEffect(() => {
    if (focusAsked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked, formRef]);

  const latest = useRef({ form, gateway });
  latest.current = { form, gateway };

  useImperativeHandle(
    handle,
    () => ({
      async prepare() {
        const { form: current } = latest.current;
        setProblem(null);
        const errors = await current.validateForm();
        if (Object.keys(errors).length > 0) {
          await current.setTouched(ALL_TOUCHED, true);
          setFocusAsked((n) => n + 1);
          return null;
        }
        const values = latest.current.form.values;
        try {
          const config = latest.current.gateway.data ?? (await call('cardGateway'));
          const tokenizer = await loadTokenizer(config);
          const [card, opened] = await Promise.all([tokenizer.tokenize(values), session.current ?? Promise.reject(new Error('no session'))]);
          return { token: card.token, brand: card.brand, installments: Number(values.installments), holderDocument: values.holderDocument, sessionId: opened.sessionId };
        } catch {
          // a session that could not open is asked for again on the next try
          openSession();
          setProblem(t('card.tokenError'));
          return null;
        }
      },
      refused(error) {
        void latest.current.form.setFieldValue('cvv', '', false);
        if (error.hasCode('CARD_SESSION')) openSession();
      },
    }),
    [openSession],
  );

  return (
    <>
      <MaskedField
        name="number"
        label={t('field.cardNumber')}
        mask={cardNumberMask}
        autoComplete="cc-number"
        hint={brand ? t('card.brand', { brand: CARD_BRAND_NAMES[brand] }) : undefined}
        disabled={disabled}
        className="jet-checkout__card-wide"
      />
      <TextField name="holderName" label={t('card.holderName')} autoComplete="cc-name" disabled={disabled} className="jet-checkout__card-wide" />
      <MaskedField name="expiry" label={t('field.cardExpiry')} mask={cardExpiryMask} autoComplete="cc-exp" placeholder="MM/AA" disabled={disabled} />
      <MaskedField name="cvv" label={t('card.cvv')} mask={cvvMask} autoComplete="cc-csc" disabled={disabled} />
      <MaskedField name="holderDocument" label={t('card.holderDocument')} mask={cpfMask} disabled={disabled} className="jet-checkout__card-wide" />
      <InstallmentsField amount={amount} brand={brand} disabled={disabled} />
      {problem && (
        <p className="jet-checkout__error jet-checkout__card-wide" role="alert">
          {problem}
        </p>
      )}
      <p className="jet-checkout__card-note jet-checkout__card-wide">{t('card.secure')}</p>
    </>
  );
}

/** 'Cartão de crédito': the card form, without a submit button of its own ('Finalizar pedido' pays). */
function CardForm(props: CardFormProps) {
  const box = useRef<HTMLDivElement | null>(null);
  return (
    <div className="jet-checkout__card" ref={box}>
      <JetForm<CardValues> schema={cardSchema} initialValues={cardInitialValues} onSubmit={() => undefined} className="jet-checkout__card-form" aria-label={t('card.formLabel')}>
        <CardFields {...props} formRef={box} />
      </JetForm>
    </div>
  );
}

export default CardForm;
