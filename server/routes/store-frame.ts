/**
 * The store's frame (catalogue-and-discovery §2, §7): company seals, the rating seal, the social networks
 * list, the company's WhatsApp, its name, CNPJ and address, and the payment flags. Public reads, no input.
 */
import type { Repositories } from '../repositories';
import type { OperationRegistry } from './registry';

const read = { auth: 'public', limit: 'read' } as const;

export function storeFrameOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('seals', read, () => repos.storeFrame.seals());
  registry.add('ratingSeal', read, () => repos.storeFrame.ratingSeal());
  registry.add('socialNetworks', read, () => repos.storeFrame.socialNetworks());
  registry.add('companyWhatsApp', read, () => repos.storeFrame.companyWhatsApp());
  registry.add('companyInfo', read, () => repos.storeFrame.companyInfo());
  registry.add('paymentFlags', read, () => repos.storeFrame.paymentFlags());
}
