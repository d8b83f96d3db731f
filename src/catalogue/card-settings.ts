import '../i18n/catalogue/listing';
import type { CompanySettings } from '../api/operations';
import { t } from '../i18n';

/** Texts of the card's action button (catalogue-and-discovery §9 defaults). */
interface CardButtonTexts {
  buy: string;
  soldOut: string;
  quote: string;
  view: string;
}

/**
 * What a product card shows, derived once per listing from the company settings (never per card).
 */
export interface CardSettings {
  /** Variation choice and quantity on the card (company usePurchaseFacilitator 'S'). */
  showVariations: boolean;
  /** The installments line (company showInstallmentAtListsAndDetail). */
  showInstallments: boolean;
  /** The rating stars (company showProductAvaliationStars). */
  showStars: boolean;
  /** The company's complementText, shown under each card's price ('' shows nothing). */
  complementText: string;
  /** The company's Pix discount in percent: 'R$ … no Pix' under the price (0 or absent shows nothing). */
  pixPercent?: number;
  buttonTexts: CardButtonTexts;
}

export type CardSettingsOverrides = Partial<Omit<CardSettings, 'buttonTexts'>> & { buttonTexts?: Partial<CardButtonTexts> };

/**
 * Card settings from the company settings. Without company settings (not loaded, or failed): no
 * variations on the card, installments and stars shown.
 */
export function cardSettingsFrom(company?: CompanySettings | null, overrides: CardSettingsOverrides = {}): CardSettings {
  const { buttonTexts, ...rest } = overrides;
  return {
    showVariations: company ? company.usePurchaseFacilitator === 'S' : false,
    showInstallments: company ? company.showInstallmentAtListsAndDetail : true,
    showStars: company ? company.showProductAvaliationStars : true,
    complementText: company?.complementText?.trim() ?? '',
    pixPercent: company?.pixDiscountPercent,
    ...rest,
    buttonTexts: {
      buy: t('card.addToCart'),
      soldOut: t('card.soldOut'),
      quote: t('card.quote'),
      view: t('card.view'),
      ...buttonTexts,
    },
  };
}
