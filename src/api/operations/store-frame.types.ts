/** Answer shapes of the store's frame (catalogue-and-discovery §3): seals, social networks, company info, payment flags. */

/** A security seal of the footer: an image with a link, or the seal provider's own HTML code. */
export interface Seal {
  name: string;
  /** Where the seal leads ('' for none). */
  link: string;
  /** Image URL ('' when the seal is only code). */
  image: string;
  /** The provider's HTML (sanitised before it is shown); '' for an image seal. */
  code: string;
}

/** The store-rating seal: shown only when idEBit exists. */
export interface RatingSeal {
  idEBit: string | null;
}

/** One entry of the social networks list. */
export interface SocialNetwork {
  /** instagram, facebook, whatsapp, youtube, tiktok, x, pinterest, linkedin … */
  identifier: string;
  /** URL, handle or phone number (WhatsApp), depending on the network. */
  content: string;
  /** WhatsApp: the message the conversation starts with. */
  contactMessage: string;
  show: boolean;
  position: number;
}

/** The company's own contact channel for the floating WhatsApp button. */
export interface CompanyWhatsApp {
  /** Digits with the country code ('5511940028922'), or '' when the store has none. */
  whatsapp: string;
  /** The conversation's first message. */
  whatsappMessage: string;
}

export interface CompanyAddress {
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Eight digits. */
  postcode: string;
}

/** The company's legal identity for the footer. */
export interface CompanyInfo {
  /** The legal name (company settings fantasyName). */
  name: string;
  /** The store's name (company settings nameStore). */
  nameStore: string;
  /** Fourteen digits, or '' when the store has none. */
  cnpj: string;
  address: CompanyAddress | null;
}

/** A payment brand: a card brand, or one of the special ids 320 card, 321 boleto, 322 Pix, 323 bank transfer. */
export interface PaymentBrand {
  name: string;
  namePayment: string;
  idPaymentBrand: number;
}

export interface PaymentMethodFlags {
  name: string;
  paymentBrands: PaymentBrand[];
}

/** A gateway with its methods and brands, the shape of the spec's payment gateway entity. */
export interface PaymentGatewayFlags {
  idPaymentGateway: number;
  name: string;
  paymentMethods: PaymentMethodFlags[];
}
