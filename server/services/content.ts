/**
 * The store's content and frame (catalogue-and-discovery §2, §7): company settings, banners, the footer's
 * seals, social networks, WhatsApp, legal identity and payment flags, the FAQ and the custom pages.
 */
import type { HomeBannerType } from '../../src/api/operations';
import { fail } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { BannerArea } from '../repositories/content/banners';

export function contentService(repos: Repositories) {
  const { company, banners, storeFrame, sitePages } = repos;
  return {
    company: () => company.get(),
    banners: (where: { area: BannerArea; type?: HomeBannerType; path: string }) => banners.list(where),
    seals: () => storeFrame.seals(),
    ratingSeal: () => storeFrame.ratingSeal(),
    socialNetworks: () => storeFrame.socialNetworks(),
    companyWhatsApp: () => storeFrame.companyWhatsApp(),
    companyInfo: () => storeFrame.companyInfo(),
    paymentFlags: () => storeFrame.paymentFlags(),
    faqs: () => sitePages.faqs(),
    customPages: () => sitePages.customPages(),
    /** One content of a custom page with its HTML; a 404 when there is none. */
    async customPage(pageId: number, contentId: number) {
      const page = await sitePages.customPage(pageId, contentId);
      if (!page) throw fail(404, 'api.pageNotFound', 'NOT_FOUND');
      return page;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
