import { asc, eq } from 'drizzle-orm';
import type { CompanyInfo, CompanyWhatsApp, PaymentGatewayFlags, RatingSeal, Seal, SocialNetwork } from '../../../src/api/operations';
import type { Db } from '../../db/client';
import { companyInfo, companySettings, paymentBrands, paymentGateways, seals, socialNetworks } from '../../db/schema';

/** The store's frame: seals, social networks, company identity and payment flags (all SQL of the footer). */
export function storeFrameRepository(db: Db) {
  const info = async () => (await db.select().from(companyInfo).where(eq(companyInfo.id, 1)))[0];
  return {
    /** The shown seals, in the store's order. */
    async seals(): Promise<Seal[]> {
      return db
        .select({ name: seals.name, link: seals.link, image: seals.image, code: seals.code })
        .from(seals)
        .where(eq(seals.show, true))
        .orderBy(asc(seals.position), asc(seals.id));
    },

    async ratingSeal(): Promise<RatingSeal> {
      const row = await info();
      return { idEBit: row?.idEBit ? row.idEBit : null };
    },

    /** Every entry, with its show flag, by position. */
    async socialNetworks(): Promise<SocialNetwork[]> {
      return db
        .select({
          identifier: socialNetworks.identifier,
          content: socialNetworks.content,
          contactMessage: socialNetworks.contactMessage,
          show: socialNetworks.show,
          position: socialNetworks.position,
        })
        .from(socialNetworks)
        .orderBy(asc(socialNetworks.position), asc(socialNetworks.id));
    },

    async companyWhatsApp(): Promise<CompanyWhatsApp> {
      const row = await info();
      return { whatsapp: row?.whatsapp ?? '', whatsappMessage: row?.whatsappMessage ?? '' };
    },

    async companyInfo(): Promise<CompanyInfo> {
      const [settings] = await db
        .select({ name: companySettings.fantasyName, nameStore: companySettings.nameStore })
        .from(companySettings)
        .where(eq(companySettings.id, 1));
      const row = await info();
      const hasAddress = !!row && !!(row.street && row.city);
      return {
        name: settings?.name ?? '',
        nameStore: settings?.nameStore ?? '',
        cnpj: row?.cnpj ?? '',
        address: hasAddress
          ? {
              street: row.street,
              number: row.number,
              complement: row.complement,
              district: row.district,
              city: row.city,
              state: row.state,
              postcode: row.postcode,
            }
          : null,
      };
    },

    /** The active gateways with their methods and brands, in the store's order; gateways without brands left out. */
    async paymentFlags(): Promise<PaymentGatewayFlags[]> {
      const rows = await db
        .select({
          idPaymentGateway: paymentGateways.id,
          gateway: paymentGateways.name,
          method: paymentBrands.method,
          name: paymentBrands.name,
          namePayment: paymentBrands.namePayment,
          idPaymentBrand: paymentBrands.idPaymentBrand,
        })
        .from(paymentBrands)
        .innerJoin(paymentGateways, eq(paymentGateways.id, paymentBrands.gatewayId))
        .where(eq(paymentGateways.active, true))
        .orderBy(asc(paymentGateways.position), asc(paymentGateways.id), asc(paymentBrands.position), asc(paymentBrands.id));
      const gateways: PaymentGatewayFlags[] = [];
      for (const row of rows) {
        let gateway = gateways.find((g) => g.idPaymentGateway === row.idPaymentGateway);
        if (!gateway) gateways.push((gateway = { idPaymentGateway: row.idPaymentGateway, name: row.gateway, paymentMethods: [] }));
        let method = gateway.paymentMethods.find((m) => m.name === row.method);
        if (!method) gateway.paymentMethods.push((method = { name: row.method, paymentBrands: [] }));
        method.paymentBrands.push({ name: row.name, namePayment: row.namePayment, idPaymentBrand: row.idPaymentBrand });
      }
      return gateways;
    },
  };
}
