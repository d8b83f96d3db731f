import type { CompanyWhatsApp, SocialNetwork } from '../../src/api/operations';
import { useQuery } from '../../src/stores/use-query';

/** Network names as shown (the identifier when unknown). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  twitter: 'X',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
};

/** Profile address of a handle, for entries whose content is not a URL. */
const PROFILE_BASE: Readonly<Record<string, string>> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  youtube: 'https://www.youtube.com/@',
  tiktok: 'https://www.tiktok.com/@',
  x: 'https://x.com/',
  twitter: 'https://x.com/',
  pinterest: 'https://www.pinterest.com/',
  linkedin: 'https://www.linkedin.com/company/',
};

/** `https://wa.me/<digits>?text=<message>`, or '' without a number (catalogue-and-discovery §2). */
export function whatsappUrl(number: string, message = ''): string {
  const digits = String(number ?? '').replace(/\D/g, '');
  if (digits.length < 10) return '';
  // A Brazilian number without the country code gets it.
  const full = digits.length <= 11 ? `55${digits}` : digits;
  return `https://wa.me/${full}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** One link of the bar. */
export interface SocialLink {
  identifier: string;
  name: string;
  href: string;
}

/** The shown entries by position, each with its address; entries with no usable address left out. */
function socialLinks(entries: unknown): SocialLink[] {
  if (!Array.isArray(entries)) return [];
  return (entries as SocialNetwork[])
    .filter((e) => e && e.show === true && typeof e.identifier === 'string' && typeof e.content === 'string')
    .sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0))
    .map((e) => {
      const identifier = e.identifier.toLowerCase();
      const content = e.content.trim();
      let href = '';
      if (identifier === 'whatsapp') href = whatsappUrl(content, e.contactMessage ?? '');
      else if (/^https:\/\//i.test(content)) href = content;
      else if (PROFILE_BASE[identifier] && /^@?[\w.-]{1,100}$/.test(content)) href = PROFILE_BASE[identifier] + content.replace(/^@/, '');
      return { identifier, name: NETWORK_NAMES[identifier] ?? e.identifier, href };
    })
    .filter((link) => link.href);
}

/** The bar's links (socialNetworks). */
export function useSocialLinks() {
  const networks = useQuery('socialNetworks');
  const links = socialLinks(networks.data);
  const state = networks.status === 'loading' && !networks.data ? 'loading' : links.length ? 'ready' : networks.status === 'error' ? 'error' : 'empty';
  return { state, links } as const;
}

/** The floating button's address from the company's WhatsApp (companyWhatsApp); '' hides it. */
export function useWhatsappButton() {
  const company = useQuery('companyWhatsApp');
  const data = company.data as CompanyWhatsApp | undefined;
  const href = data && typeof data.whatsapp === 'string' ? whatsappUrl(data.whatsapp, typeof data.whatsappMessage === 'string' ? data.whatsappMessage : '') : '';
  return { href } as const;
}
