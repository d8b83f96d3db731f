/** Banners of the home page (by type) and of category, group and brand pages (by friendly path). */
import type { HomeBannerType } from '../../src/api/operations';
import { HttpError } from '../lib/http-error';
import { INPUT_MESSAGES } from '../lib/request-input';
import type { Repositories } from '../repositories';
import type { OperationRegistry } from './registry';

const TYPES: readonly string[] = ['F', 'C', 'L', 'R'];
/** A friendly URL segment, lower case; accented letters allowed, as src/routes reads them ('calçados'). */
const SEGMENT = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}-]{0,159}$/u;

const invalid = () => new HttpError(400, INPUT_MESSAGES.invalidParams, 'INVALID_INPUT');

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

export function contentOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('homeBanners', ({ params }) => repos.banners.list({ area: 'home', type: bannerType(params.get('type')), path: '' }));

  // The banner path is up to three category segments plus /c (catalogue-and-discovery §2).
  registry.add('categoryBanners', ({ params }) => {
    const { segments, kind } = splitPath(params.get('textLink'));
    if (kind && kind !== 'c') throw invalid();
    return repos.banners.list({
      area: 'category',
      type: bannerType(params.get('Type') ?? params.get('type'), 'F'),
      path: `${segments.slice(0, 3).join('/')}/c`,
    });
  });

  // A group ('ofertas/g') or a brand ('aurora-casa/m'): the first segment plus the kind letter.
  registry.add('groupBanners', ({ params }) => {
    const { segments, kind } = splitPath(params.get('textLink'));
    const letter = kind ?? 'g';
    if (letter === 'c') throw invalid();
    return repos.banners.list({ area: letter === 'm' ? 'brand' : 'group', path: `${segments[0]}/${letter}` });
  });
}
