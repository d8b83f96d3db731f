import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { scrollThrough, storeApi } from './helpers';

/**
 * Every demo page at a small phone, a common phone and a desktop width: nothing may be wider than the
 * screen, and cards of a row line up. One browser context per width, its page reused for every
 * address. Full-page screenshots go to SHOTS_DIR (default /tmp/shots-overflow) for a look by eye.
 */
const WIDTHS = [320, 412, 1280] as const;
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-overflow';

/** Each page, and what shows on it once its widgets have rendered (checked before measuring). */
const PAGES: Array<[label: string, path: string, shows: string | null]> = [
  ['home', '/', '.jet-brands[data-state="ready"]'],
  ['category', '/casa/sala/c', '.jet-product-list__item'],
  ['brand', '/aconchego-moveis/m', '.jet-product-list__item'],
  ['group', '/lancamentos/g', '.jet-product-list__item'],
  ['search', '/busca?n=sofa', '.jet-product-list__item'],
  // the empty listings' carousels: the page that was 1,864 px wide at 412 px
  ['search-empty', '/busca?n=xyzqwk', '.jet-product-list__carousels .jet-card'],
  ['search-no-term', '/busca', '.jet-product-list__carousels .jet-card'],
  ['product', '', '.jet-product-detail[data-state="ready"]'], // a seeded product, found through the API
  ['404', '/404', null],
  ['cart-empty', '/carrinho', '.jet-cart[data-state="empty"]'],
];

interface Overflow {
  element: string;
  left: number;
  right: number;
}

/**
 * Waits until the page stops growing: its height and its number of elements stay put between two looks
 * 300 ms apart. A page still changing after 7.5 s is measured as it is (the checks after say what is wrong).
 */
async function settle(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => `${document.documentElement.scrollHeight} ${document.getElementsByTagName('*').length}`);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [300], timeout: 7_500 },
    )
    .toBe(true)
    .catch(() => undefined);
}

/**
 * Loads the page, scrolls to its end so lazy tags render, and waits until no widget is loading and
 * nothing more arrives (an empty listing's carousels render after the network is already idle).
 */
async function open(page: Page, path: string, shows: string | null = null) {
  await page.goto(path);
  await scrollThrough(page);
  await page.waitForFunction(() => !document.querySelector('[data-state="loading"], [aria-busy="true"]'));
  if (shows) await expect(page.locator(shows).first()).toBeAttached();
  await settle(page);
}

/**
 * The document's width, and the outermost visible elements whose box sticks out of a screen `width`
 * wide. An element inside an ancestor that clips it (overflow other than visible, as a carousel's
 * track or viewport) is that ancestor's business; visually-hidden elements (1 px, clipped) are skipped.
 */
function overflows(page: Page, width: number) {
  return page.evaluate((width) => {
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return null;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
      const style = getComputedStyle(el);
      if (style.clip !== 'auto' || style.clipPath !== 'none') return null;
      if (r.left >= -0.5 && r.right <= width + 0.5) return null;
      if (clipped(el)) return null;
      return r;
    };
    const found: Overflow[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = out(el);
      if (!r || (el.parentElement && el.parentElement !== document.body && out(el.parentElement))) continue;
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      found.push({ element: `${el.tagName.toLowerCase()}${classes}`, left: Math.round(r.left), right: Math.round(r.right) });
    }
    // innerWidth too: a mobile browser zooms out to show a page wider than its screen, and then
    // reports the wider width there
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, elements: found.slice(0, 20) };
  }, width);
}

interface CardRow {
  title: string;
  heights: number[];
  buttonTops: number[];
}

/**
 * The rows of cards on the page: each carousel's cards (one row, slides off screen included), and the
 * listing grid's cards grouped by their top. For each card its height and its buy button's top.
 */
function cardRows(page: Page): Promise<CardRow[]> {
  return page.evaluate(() => {
    const row = (title: string, cards: Element[]) => ({
      title,
      heights: cards.map((card) => Math.round(card.getBoundingClientRect().height)),
      buttonTops: cards.map((card) => Math.round(card.querySelector('.jet-card__button')?.getBoundingClientRect().top ?? NaN)),
    });
    const carousels = [...document.querySelectorAll('.jet-carousel')].map((carousel) =>
      row(carousel.querySelector('.jet-carousel__title')?.textContent ?? '', [...carousel.querySelectorAll('.jet-carousel__slide > .jet-card')]),
    );
    const grid = new Map<number, Element[]>();
    for (const card of document.querySelectorAll('.jet-product-list__item > .jet-card')) {
      const top = Math.round(card.getBoundingClientRect().top + window.scrollY);
      grid.set(top, [...(grid.get(top) ?? []), card]);
    }
    return [...carousels, ...[...grid].map(([top, cards]) => row(`the listing's row at ${top} px`, cards))];
  });
}

/** Every row has cards of one height (±1 px) whose buy buttons share one top (±1 px). */
function expectAligned(rows: CardRow[]) {
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  for (const row of rows) {
    expect.soft(spread(row.heights), `card heights in '${row.title}': ${row.heights.join(', ')}`).toBeLessThanOrEqual(1);
    expect.soft(spread(row.buttonTops), `buy button tops in '${row.title}': ${row.buttonTops.join(', ')}`).toBeLessThanOrEqual(1);
  }
}

for (const width of WIDTHS) {
  test.describe(`the demo pages at ${width} px`, () => {
    const mobile = width < 1000;
    let context: BrowserContext;
    let page: Page;
    let productPath = '';

    test.beforeAll(async ({ browser }, testInfo) => {
      const size = { width, height: mobile ? 915 : 800 };
      context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        locale: 'pt-BR',
        viewport: size,
        screen: size,
        deviceScaleFactor: 1,
        isMobile: mobile,
        hasTouch: mobile,
      });
      page = await context.newPage();
      await page.goto('/404');
      const [product] = await storeApi<Array<{ url: string }>>(page, 'getMostSold', 'quantity=1');
      if (!product) throw new Error('the seed has no product to open');
      productPath = product.url;
      mkdirSync(SHOTS_DIR, { recursive: true });
    });

    test.afterAll(async () => {
      await context.close();
    });

    for (const [label, path, shows] of PAGES) {
      test(`${label} is no wider than the screen and nothing sticks out of it`, async () => {
        await open(page, path || productPath, shows);
        await page.screenshot({ path: `${SHOTS_DIR}/${label}-${width}.png`, fullPage: true });
        const found = await overflows(page, width);
        expect.soft(found.elements, `elements sticking out of a ${width} px screen`).toEqual([]);
        expect({ scrollWidth: found.scrollWidth, innerWidth: found.innerWidth }, 'the document is wider than the screen').toEqual({
          scrollWidth: width,
          innerWidth: width,
        });
      });
    }

    test("the header's search field shows its whole placeholder, and its button is still named 'Buscar'", async () => {
      await open(page, '/404', '.site-header');
      const field = page.locator('.site-header .jet-search-box__input');
      await expect(field).toHaveAttribute('placeholder', 'O que você procura?');
      const room = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        return { text: context.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
      expect(room.text).toBeLessThanOrEqual(room.room);
      await expect(page.locator('.site-header').getByRole('button', { name: 'Buscar' })).toBeVisible();
    });

    test("every card's price and Pix price fit inside its card (two columns on a phone)", async () => {
      await open(page, '/casa/c', '.jet-product-list__item');
      const spilled = await page.locator('.jet-card').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
          return [...card.querySelectorAll('.jet-price__now, .jet-price__pix')]
            .filter((price) => {
              const range = document.createRange();
              range.selectNodeContents(price);
              return range.getBoundingClientRect().right > inner + 0.5;
            })
            .map((price) => price.textContent);
        }),
      );
      expect(spilled).toEqual([]);
    });

    if (width === 412 || width === 1280) {
      test('the home carousels show cards of one height with their buy buttons in a line', async () => {
        await open(page, '/', PAGES[0]![2]);
        const rows = await cardRows(page);
        expect(rows.length).toBeGreaterThan(1);
        for (const row of rows) expect(row.heights.length, row.title).toBeGreaterThan(1);
        expectAligned(rows);
      });

      test("a listing's rows show cards of one height with their buy buttons in a line", async () => {
        await open(page, '/casa/c', '.jet-product-list__item');
        const rows = (await cardRows(page)).filter((row) => row.heights.length > 1);
        expect(rows.length).toBeGreaterThan(1);
        expectAligned(rows);
      });
    }
  });
}
