/**
 * The store's frame (catalogue-and-discovery §2, §7): company seals, the rating seal, the social networks
 * list, the company's WhatsApp, its name, CNPJ and address, and the payment flags. Public reads, no input.
 */
import type { ContentService } from '../services/content';
import type { OperationRegistry } from './registry';

const read = { auth: 'public', limit: 'read' } as const;

export function storeFrameOperations(registry: OperationRegistry, content: ContentService): void {
  registry.add('seals', read, () => content.seals());
  registry.add('ratingSeal', read, () => content.ratingSeal());
  registry.add('socialNetworks', read, () => content.socialNetworks());
  registry.add('companyWhatsApp', read, () => content.companyWhatsApp());
  registry.add('companyInfo', read, () => content.companyInfo());
  registry.add('paymentFlags', read, () => content.paymentFlags());
}
