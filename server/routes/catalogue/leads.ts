/**
 * Quote requests for products sold on request, and back-in-stock alerts (catalogue-and-discovery §5,
 * §8). Their fields are checked with the widgets' own schemas (src/forms/schemas), so a 400 carries the
 * text the form shows beside the field, prefixed with the field's label.
 */
import { array, object } from 'yup';
import { alertMeSchema, quoteSchema } from '../../../src/forms/schemas';
import { phoneDigits } from '../../../src/validation';
import { text, type MessageKey } from '../../lib/messages';
import type { CatalogueService } from '../../services/catalogue';
import { idField, jsonSchema, optionalIdField } from '../input';
import type { OperationRegistry } from '../registry';

const labels: Partial<Record<string, MessageKey>> = { name: 'field.name', email: 'field.email', phone: 'field.phone', message: 'field.message' };

const quoteInput = jsonSchema(
  quoteSchema.shape({
    // The customer comes from the session; idCustomer is only a hint and never read.
    products: array(object({ idProduct: idField().required(() => text('api.invalidProduct')), idProductGrid: optionalIdField() }))
      .typeError(() => text('quote.noProducts'))
      .required(() => text('quote.noProducts')),
  }),
  { labels },
);

const alertInput = jsonSchema(
  alertMeSchema.shape({ idProduct: idField().required(() => text('api.invalidProduct')), idSku: optionalIdField() }),
  { labels },
);

const contact = (values: { name: string; email: string; phone: string }) => ({
  name: values.name,
  email: values.email.toLowerCase(),
  phone: phoneDigits(values.phone),
});

export function leadOperations(registry: OperationRegistry, catalogue: CatalogueService): void {
  registry.add('sendQuote', { json: quoteInput, auth: 'public', limit: 'form' }, async ({ request, json }) => {
    const customerId = (await request.session.load())?.customer?.id ?? null;
    return catalogue.sendQuote({
      ...contact(json),
      message: json.message,
      customerId,
      items: json.products.map((item) => ({ productId: item.idProduct, skuId: item.idProductGrid ?? null })),
    });
  });

  registry.add('alertMe', { json: alertInput, auth: 'public', limit: 'form' }, ({ json }) =>
    catalogue.alertMe({ ...contact(json), productId: json.idProduct, skuId: json.idSku ?? null }),
  );
}
