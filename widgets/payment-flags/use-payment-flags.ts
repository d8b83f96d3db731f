import type { MessageKey } from '../../src/i18n';
import type { PaymentGatewayFlags } from '../../src/api/operations';
import { useQuery } from '../../src/stores/use-query';

/** The spec's payment brand ids for what is not a card brand (catalogue-and-discovery §2). */
export const SPECIAL_BRANDS: Readonly<Record<number, { kind: 'card' | 'boleto' | 'pix' | 'transfer'; label: MessageKey }>> = {
  320: { kind: 'card', label: 'paymentFlags.card' },
  321: { kind: 'boleto', label: 'paymentFlags.boleto' },
  322: { kind: 'pix', label: 'paymentFlags.pix' },
  323: { kind: 'transfer', label: 'paymentFlags.transfer' },
};

/** The gateways whose brands are the flags (catalogue-and-discovery §3 'Payment gateway': 17 or 20 read). */
const FLAG_GATEWAYS: readonly number[] = [17, 20];

/** One flag of the footer. */
export interface PaymentFlag {
  id: number;
  kind: 'brand' | 'card' | 'boleto' | 'pix' | 'transfer';
  /** The brand's name ('Visa'); for the special ids, '' (the view shows the catalogue's text). */
  name: string;
  /** namePayment, lower case: the CSS hook of a brand's colour ('visa', 'mastercard' …). */
  slug: string;
}

/**
 * The flags of gateways 17 and 20 (any other gateway is not read), card brands first then boleto, Pix
 * and transfer, each once. A brand is special by its id (320–323), whatever the gateway calls it.
 */
function paymentFlags(gateways: unknown): PaymentFlag[] {
  if (!Array.isArray(gateways)) return [];
  const seen = new Set<number>();
  const flags: PaymentFlag[] = [];
  for (const gateway of gateways as PaymentGatewayFlags[]) {
    if (!FLAG_GATEWAYS.includes(gateway?.idPaymentGateway)) continue;
    for (const method of Array.isArray(gateway?.paymentMethods) ? gateway.paymentMethods : []) {
      for (const brand of Array.isArray(method?.paymentBrands) ? method.paymentBrands : []) {
        const id = brand?.idPaymentBrand;
        if (typeof id !== 'number' || seen.has(id)) continue;
        seen.add(id);
        const special = SPECIAL_BRANDS[id];
        const slug = String(brand.namePayment ?? '').toLowerCase().replace(/[^a-z0-9-]/g, '');
        if (special) flags.push({ id, kind: special.kind, name: '', slug: special.kind });
        else if (typeof brand.name === 'string' && brand.name) flags.push({ id, kind: 'brand', name: brand.name, slug });
      }
    }
  }
  const order = { brand: 0, card: 1, boleto: 2, pix: 3, transfer: 4 } as const;
  return flags.sort((a, b) => order[a.kind] - order[b.kind]);
}

/** The payment flags from the gateways; a failed read hides the block. */
export function usePaymentFlags() {
  const gateways = useQuery('paymentFlags');
  const flags = paymentFlags(gateways.data);
  const state = gateways.status === 'loading' && !gateways.data ? 'loading' : flags.length ? 'ready' : gateways.status === 'error' ? 'error' : 'empty';
  return { state, flags } as const;
}
