import { useCallback, useEffect } from 'react';
import type { ApiError } from '../../src/api/errors';
import type { CustomPageAnswer } from '../../src/api/operations';
import { isCustomPageAnswer } from '../../src/site-pages/answer-guards';
import { useSeo } from '../../src/seo/use-seo';
import { $breadcrumbTrail, $pageTitle } from '../../src/stores/page';
import { query } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';
import { buildUrl, parseRoute } from '../../src/routes';
import { goToNotFound } from '../../src/routes/navigation';

type InstitutionalPageState = 'loading' | 'ready' | 'error';

/** The ids of /institucional/{idCustomPage}/{idCustomPageContent}, or null when the path names no such page. */
export function idsFromPath(pathname: string): { idCustomPage: number; idCustomPageContent: number } | null {
  const route = parseRoute({ pathname, search: '' });
  return route?.page === 'institutional' && route.idCustomPage > 0 && route.idCustomPageContent > 0
    ? { idCustomPage: route.idCustomPage, idCustomPageContent: route.idCustomPageContent }
    : null;
}

const isNotFound = (error: ApiError | undefined) => error?.status === 404 || error?.code === 'NOT_FOUND';

/** Sets the page's <meta name="…"> when the page has one (the store's keywords and description). */
function setMeta(name: string, value: string) {
  const meta = value ? document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`) : null;
  if (meta) meta.content = value;
}

/**
 * An institutional page (catalogue-and-discovery §2, §3 custom page): the content named by the ids
 * given, or by the address. Ids that name no content (the server's 404, or an address without them)
 * send the shopper to /404. Once loaded it gives the breadcrumb its crumb and the page its keywords
 * and description (metatag).
 */
export function useInstitutionalPage(idCustomPage?: number, idCustomPageContent?: number) {
  const given = idCustomPage && idCustomPageContent ? { idCustomPage, idCustomPageContent } : null;
  const ids = given ?? (typeof location === 'undefined' ? null : idsFromPath(location.pathname));
  const read = useQuery('customPage', ids ?? undefined, Boolean(ids));
  const notFound = !ids || (read.status === 'error' && isNotFound(read.error));
  const page: CustomPageAnswer | null = read.data !== undefined && isCustomPageAnswer(read.data) ? read.data : null;

  useEffect(() => {
    if (notFound) goToNotFound();
  }, [notFound]);

  useEffect(() => {
    if (!page) return;
    const url = buildUrl({ page: 'institutional', idCustomPage: page.idCustomPage, idCustomPageContent: page.content.idCustomPageContent });
    $breadcrumbTrail.set([{ name: page.content.name, url }]);
    setMeta('keywords', page.content.keywords ?? '');
    setMeta('description', page.content.metatag ?? '');
    if (page.content.titlePage) $pageTitle.set(page.content.titlePage);
  }, [page]);
  useSeo(page && ((seo) => seo.page({ title: page.content.titlePage || page.content.name, description: page.content.metatag || page.content.content })), page);

  const state: InstitutionalPageState = notFound
    ? 'loading'
    : page
      ? 'ready'
      : read.status === 'loading'
        ? 'loading'
        : 'error'; // a failed read, or a 200 of an unexpected shape
  const retry = useCallback(() => {
    if (ids) void query('customPage', ids).refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are numbers: compare them, not the object
  }, [ids?.idCustomPage, ids?.idCustomPageContent]);

  return { state, page: state === 'ready' ? page : null, retry };
}

export type InstitutionalPageModel = ReturnType<typeof useInstitutionalPage>;
