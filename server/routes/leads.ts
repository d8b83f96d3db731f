/** Quote requests for products sold on request, and back-in-stock alerts (catalogue-and-discovery §5, §8). */
import type { OkAnswer } from '../../src/api/operations';
import { isValidEmail, isValidPhone, phoneDigits } from '../../src/validation';
import { HttpError } from '../lib/http-error';
import { asPositiveInt, INPUT_MESSAGES, jsonObject, textField } from '../lib/request-input';
import type { Repositories } from '../repositories';
import type { OperationRegistry } from './registry';

export const LEAD_MESSAGES = {
  required: 'Campo Obrigatório',
  invalidEmail: 'E-mail Inválido',
  invalidPhone: 'Informe um Telefone Válido',
  noProducts: 'Informe ao menos um produto para o orçamento.',
  tooManyProducts: 'Um orçamento aceita no máximo 50 produtos.',
  skuNotOfProduct: 'A variação escolhida não pertence a este produto.',
  tooLong: 'O texto informado é longo demais.',
  alertDuplicate: 'Este e-mail já está cadastrado para notificação deste produto. [Err 045]',
} as const;

const OK: OkAnswer = { ok: true };
const MAX_QUOTE_PRODUCTS = 50;

/** A field's problem as a 400 naming the field: 'Nome: Campo Obrigatório'. */
const fieldError = (label: string, message: string) => new HttpError(400, `${label}: ${message}`, 'INVALID_INPUT');

/** Name, e-mail and phone of a quote or an alert, checked with the shared validators. */
function contactFields(input: Record<string, unknown>) {
  const name = textField(input, 'name');
  const email = textField(input, 'email').toLowerCase();
  const phone = textField(input, 'phone');
  if (!name) throw fieldError('Nome', LEAD_MESSAGES.required);
  if (name.length > 120) throw fieldError('Nome', LEAD_MESSAGES.tooLong);
  if (!email) throw fieldError('E-mail', LEAD_MESSAGES.required);
  if (!isValidEmail(email)) throw fieldError('E-mail', LEAD_MESSAGES.invalidEmail);
  if (!phone) throw fieldError('Telefone', LEAD_MESSAGES.required);
  if (!isValidPhone(phone)) throw fieldError('Telefone', LEAD_MESSAGES.invalidPhone);
  return { name, email, phone: phoneDigits(phone) };
}

/** null for absent, null or 0; a positive id; otherwise a 400. */
function optionalId(value: unknown): number | null {
  if (value === undefined || value === null || value === 0 || value === '0' || value === '') return null;
  const id = asPositiveInt(value);
  if (id === undefined) throw new HttpError(400, INPUT_MESSAGES.invalidBody, 'INVALID_INPUT');
  return id;
}

export function leadOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('sendQuote', async ({ request, json }) => {
    const input = jsonObject(json);
    const contact = contactFields(input);
    const message = textField(input, 'message');
    if (!message) throw fieldError('Mensagem', LEAD_MESSAGES.required);
    if (message.length > 4000) throw fieldError('Mensagem', LEAD_MESSAGES.tooLong);

    const list = input.products;
    if (!Array.isArray(list) || list.length === 0) throw new HttpError(400, LEAD_MESSAGES.noProducts, 'INVALID_INPUT');
    if (list.length > MAX_QUOTE_PRODUCTS) throw new HttpError(400, LEAD_MESSAGES.tooManyProducts, 'INVALID_INPUT');
    const items = list.map((entry) => {
      if (entry === null || typeof entry !== 'object') throw new HttpError(400, INPUT_MESSAGES.invalidProduct, 'INVALID_INPUT');
      const record = entry as Record<string, unknown>;
      const productId = asPositiveInt(record.idProduct);
      if (productId === undefined) throw new HttpError(400, INPUT_MESSAGES.invalidProduct, 'INVALID_INPUT');
      return { productId, skuId: optionalId(record.idProductGrid) };
    });
    const found = await repos.quotes.lookup(
      [...new Set(items.map((item) => item.productId))],
      [...new Set(items.flatMap((item) => (item.skuId === null ? [] : [item.skuId])))],
    );
    for (const item of items) {
      if (!found.activeProducts.has(item.productId)) throw new HttpError(400, INPUT_MESSAGES.productNotFound, 'INVALID_INPUT');
      if (item.skuId !== null && found.skuProduct.get(item.skuId) !== item.productId) {
        throw new HttpError(400, LEAD_MESSAGES.skuNotOfProduct, 'INVALID_INPUT');
      }
    }

    // The customer comes from the session; json.idCustomer is only a hint and never trusted.
    const customerId = (await request.session.load())?.customer?.id ?? null;
    await repos.quotes.create({ ...contact, message, customerId, items });
    return OK;
  });

  registry.add('alertMe', async ({ json }) => {
    const input = jsonObject(json);
    const contact = contactFields(input);
    const productId = asPositiveInt(input.idProduct);
    if (productId === undefined) throw new HttpError(400, INPUT_MESSAGES.invalidProduct, 'INVALID_INPUT');
    const skuId = optionalId(input.idSku);
    const target = await repos.stockAlerts.target(productId, skuId);
    if (!target) throw new HttpError(404, INPUT_MESSAGES.productNotFound, 'NOT_FOUND');
    if (!target.skuBelongs) throw new HttpError(400, LEAD_MESSAGES.skuNotOfProduct, 'INVALID_INPUT');
    const created = await repos.stockAlerts.register({ ...contact, productId, skuId });
    if (!created) throw new HttpError(409, LEAD_MESSAGES.alertDuplicate, 'Err 045');
    return OK;
  });
}
