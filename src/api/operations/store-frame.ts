/** The store's frame (catalogue-and-discovery §2, §7): seals, rating seal, social networks, company info, payment flags. */
import type { CompanyInfo, CompanyWhatsApp, PaymentGatewayFlags, RatingSeal, Seal, SocialNetwork } from './store-frame.types';
import { read } from './define';

export const storeFrameOperations = {
  /** The company seals, in the store's order. */
  seals: read<undefined, Seal[]>({ request: 'getSeals' }),
  /** The e-commerce rating info: idEBit or null. */
  ratingSeal: read<undefined, RatingSeal>({ request: 'getRatingSeal' }),
  /** Every social network entry with its show flag and position. */
  socialNetworks: read<undefined, SocialNetwork[]>({ request: 'getSocialNetworks' }),
  /** The company's WhatsApp number and message for the floating button (the spec's 'company social media' request name is the social sign-in providers' here: socialProviders). */
  companyWhatsApp: read<undefined, CompanyWhatsApp>({ request: 'getCompanyWhatsApp' }),
  /** Name, CNPJ and address of the company. */
  companyInfo: read<undefined, CompanyInfo>({ request: 'getCompanyInfo' }),
  /** The active gateways with their payment methods and brands (the footer's flags). */
  paymentFlags: read<undefined, PaymentGatewayFlags[]>({ request: 'getPaymentFlags' }),
} as const;
