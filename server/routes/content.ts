/** Company settings, and the banners of the home page (by type) and of category, group and brand pages (by friendly path). */
import type { HomeBannerType } from '../../src/api/operations';
import { invalidInput } from '../lib/messages';
import type { ContentService } from '../services/content';
import { parsedParams } from './input';
import type { OperationRegistry } from './registry';

const TYPES: readonly string[] = ['F', 'C', 'L', 'R'];
/** A friendly URL segment, lower case; accented letters allowed, as src/routes reads them ('calçados'). */
const SEGMENT = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}-]{0,159}$/u;

const invalid = () => invalidInput('api.invalidParams');

function bannerType(value: string | null, fallback?: HomeBannerType): HomeBannerType {
  const type = (value ?? '').trim().toUpperCase();
  if (!type && fallback) return fallback;
  if (!TYPES.includes(type)) throw invalid();
  return type as HomeBannerType;
}

/** 'casa/sala/c', '/casa/sala/sofas/poltronas/c' or 'casa/sala' -> segments ['casa', 'sala', ...] and the kind letter. */
function splitPath(textLink: string | null): { segments: string[]; kind: string | undefined } {
  const parts = (textLink ?? '')
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .split('/')
    .filter(Boolean);
  const last = parts[parts.length - 1];
  const kind = last === 'c' || last === 'g' || last === 'm' ? last : undefined;
  const segments = kind ? parts.slice(0, -1) : parts;
  if (segments.length === 0 || segments.length > 4 || !segments.every((s) => SEGMENT.test(s))) throw invalid();
  return { segments, kind };
}

/** type: F, C, L or R. */
const homeQuery = parsedParams((search) => ({ type: bannerType(search.get('type')) }));

/** The banner path is up to three category segments plus /c (catalogue-and-discovery §2). */
const categoryQuery = parsedParams((search) => {
  const { segments, kind } = splitPath(search.get('textLink'));
  if (kind && kind !== 'c') throw invalid();
  return { type: bannerType(search.get('Type') ?? search.get('type'), 'F'), path: `${segments.slice(0, 3).join('/')}/c` };
});

/** A group ('ofertas/g') or a brand ('aurora-casa/m'): the first segment plus the kind letter. */
const groupQuery = parsedParams((search) => {
  const { segments, kind } = splitPath(search.get('textLink'));
  const letter = kind ?? 'g';
  if (letter === 'c') throw invalid();
  return { area: letter === 'm' ? ('brand' as const) : ('group' as const), path: `${segments[0]}/${letter}` };
});

const read = { auth: 'public', limit: 'read' } as const;

export function contentOperations(registry: OperationRegistry, content: ContentService): void {
  registry.add('company', read, () => content.company());
  registry.add('homeBanners', { ...read, params: homeQuery }, ({ params }) => content.banners({ area: 'home', type: params.type, path: '' }));
  registry.add('categoryBanners', { ...read, params: categoryQuery }, ({ params }) =>
    content.banners({ area: 'category', type: params.type, path: params.path }),
  );
  registry.add('groupBanners', { ...read, params: groupQuery }, ({ params }) => content.banners({ area: params.area, path: params.path }));
}
