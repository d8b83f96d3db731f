/**
 * The card-provider calls (issue 25; catalogue-and-discovery §7): the gateway configuration (public: which
 * tokeniser and its PUBLIC key, never the secret), a card session and the installments (the signed-in
 * customer's checkout). The card's own data is never an input here (services/card-payments.ts).
 */
import { number, object, string } from 'yup';
import { CARD_BRANDS } from '../../src/payment/card/brand';
import { isValidCpf } from '../../src/validation';
import { text } from '../lib/messages';
import type { CardPaymentsService } from '../services/card-payments';
import { paramsSchema } from './input';
import type { OperationRegistry } from './registry';

const invalidParams = () => text('api.invalidParams');
const invalidInput = () => text('api.invalidInput');

const installmentsQuery = paramsSchema(
  object({
    value: number().typeError(invalidParams).required(invalidParams).moreThan(0, invalidParams).max(99_999_999, invalidParams),
    brand: string().required(invalidParams).oneOf(CARD_BRANDS, invalidParams),
  }),
);

/**
 * The card of placeOrder: a gateway token (letters, digits and - _ . :), never digits alone (a card number
 * sent by mistake is refused, not passed on), the brand, a plan 1..24, the holder's CPF, the session.
 */
export const placeOrderCardShape = object({
  token: string()
    .required(invalidInput)
    .max(1024, invalidInput)
    .matches(/^[A-Za-z0-9_.:-]+$/, invalidInput)
    .test('not-a-card-number', invalidInput, (value) => !value || !/^[\d .-]{12,}$/.test(value)),
  brand: string().required(invalidInput).oneOf(CARD_BRANDS, invalidInput),
  installments: number().typeError(invalidInput).required(invalidInput).integer(invalidInput).min(1, invalidInput).max(24, invalidInput),
  holderDocument: string().required(invalidInput).max(14, invalidInput).test('cpf', () => text('customer.cpfInvalid'), (value) => !value || isValidCpf(value)),
  sessionId: string().required(invalidInput).matches(/^[A-Za-z0-9_-]{16,64}$/, invalidInput),
})
  .noUnknown(invalidInput)
  .strict();

export function cardPaymentOperations(registry: OperationRegistry, cards: CardPaymentsService): void {
  registry.add('cardGateway', { auth: 'public', limit: 'read' }, () => cards.config());
  // a session per card form opened: counted as an account action (20 a minute per IP)
  registry.add('cardSession', { auth: 'customer', limit: 'account' }, ({ customer }) => cards.openSession(customer.id));
  registry.add('cardInstallments', { auth: 'customer', limit: 'read', params: installmentsQuery }, ({ params }) => cards.installments(params.value, params.brand));
}
