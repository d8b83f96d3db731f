/** The store's settings and content: company settings, banners. */
import type { Banner, HomeBannerType } from './catalogue.types';
import type { CompanySettings } from './content.types';
import { op } from './define';

export const contentOperations = {
  company: op<undefined, null, CompanySettings>({ request: 'getCompany' }),
  homeBanners: op<{ type: HomeBannerType }, null, Banner[]>({ request: 'getHomeBanners' }),
  /** textLink: the banner path, up to three category segments plus /c ('casa/sala/c'). */
  categoryBanners: op<{ Type: HomeBannerType; textLink: string }, null, Banner[]>({ request: 'getCategoryBanners' }),
  /** textLink: first segment plus /g for a group or /m for a brand (brands use the group call). */
  groupBanners: op<{ textLink: string }, null, Banner[]>({ request: 'getGroupBanners' }),
} as const;
