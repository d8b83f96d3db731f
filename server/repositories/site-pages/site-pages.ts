import { and, asc, eq } from 'drizzle-orm';
import type { CustomPage, CustomPageAnswer, Faq } from '../../../src/api/operations';
import type { Db } from '../../db/client';
import { customPageContents, customPages, faqs } from '../../db/schema';

/** The FAQ and the custom pages (institutional pages) with their contents; only active rows are served. */
export function sitePagesRepository(db: Db) {
  return {
    /** The active questions in their order. */
    async faqs(): Promise<Faq[]> {
      return db
        .select({ idFaq: faqs.id, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.active, true))
        .orderBy(asc(faqs.position), asc(faqs.id));
    },

    /** The active pages with their active contents' names (no HTML), both in their order; pages without content are left out. */
    async customPages(): Promise<CustomPage[]> {
      const rows = await db
        .select({
          idCustomPage: customPages.id,
          pageName: customPages.name,
          order: customPages.position,
          idCustomPageContent: customPageContents.id,
          name: customPageContents.name,
          titlePage: customPageContents.titlePage,
        })
        .from(customPages)
        .innerJoin(customPageContents, eq(customPageContents.customPageId, customPages.id))
        .where(and(eq(customPages.active, true), eq(customPageContents.active, true)))
        .orderBy(asc(customPages.position), asc(customPages.id), asc(customPageContents.position), asc(customPageContents.id));
      const pages = new Map<number, CustomPage>();
      for (const row of rows) {
        let page = pages.get(row.idCustomPage);
        if (!page) {
          page = { idCustomPage: row.idCustomPage, name: row.pageName, order: row.order, customPagesContent: [] };
          pages.set(row.idCustomPage, page);
        }
        page.customPagesContent.push({ idCustomPageContent: row.idCustomPageContent, name: row.name, titlePage: row.titlePage });
      }
      return [...pages.values()];
    },

    /** One active content of an active page, or undefined. */
    async customPage(idCustomPage: number, idCustomPageContent: number): Promise<CustomPageAnswer | undefined> {
      const [row] = await db
        .select({
          idCustomPage: customPages.id,
          pageName: customPages.name,
          idCustomPageContent: customPageContents.id,
          name: customPageContents.name,
          titlePage: customPageContents.titlePage,
          content: customPageContents.content,
          keywords: customPageContents.keywords,
          metatag: customPageContents.metatag,
        })
        .from(customPageContents)
        .innerJoin(customPages, eq(customPageContents.customPageId, customPages.id))
        .where(
          and(
            eq(customPages.id, idCustomPage),
            eq(customPageContents.id, idCustomPageContent),
            eq(customPages.active, true),
            eq(customPageContents.active, true),
          ),
        );
      if (!row) return undefined;
      const { idCustomPage: id, pageName, ...content } = row;
      return { idCustomPage: id, name: pageName, content };
    },
  };
}
