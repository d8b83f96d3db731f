/** The store's settings and content: company settings, banners. */
import type { Banner, HomeBannerType } from './catalogue.types';
import type { CompanySettings } from './content.types';
import { read } from './define';

export const contentOperations = {
  company: read<undefined, CompanySettings>({ request: 'getCompany' }),
  homeBanners: read<{ type: HomeBannerType }, Banner[]>({ request: 'getHomeBanners' }),
  /** textLink: the banner path, up to three category segments plus /c ('casa/sala/c'). */
  categoryBanners: read<{ Type: HomeBannerType; textLink: string }, Banner[]>({ request: 'getCategoryBanners' }),
  /** textLink: first segment plus /g for a group or /m for a brand (brands use the group call). */
  groupBanners: read<{ textLink: string }, Banner[]>({ request: 'getGroupBanners' }),
} as const;
