/** Answer shapes of the store's own pages: FAQ, institutional (custom) pages (catalogue-and-discovery §3). */

/** One question of the FAQ page. */
export interface Faq {
  idFaq: number;
  question: string;
  /** HTML from the store, sanitised before it is shown. */
  answer: string;
}

/** One content of a custom page, as the footer lists it (no HTML). */
export interface CustomPageContentLink {
  idCustomPageContent: number;
  name: string;
  titlePage: string;
}

/** A custom page ('Institucional') and its contents, in their order (the footer's links). */
export interface CustomPage {
  idCustomPage: number;
  name: string;
  order: number;
  customPagesContent: CustomPageContentLink[];
}

/** One content of a custom page with its HTML: what /institucional/{idCustomPage}/{idCustomPageContent} shows. */
export interface CustomPageContent extends CustomPageContentLink {
  /** HTML from the store, sanitised before it is shown. */
  content: string;
  keywords: string;
  metatag: string;
}

/** The answer of customPage: the page's id and name, and the content asked for. */
export interface CustomPageAnswer {
  idCustomPage: number;
  name: string;
  content: CustomPageContent;
}
