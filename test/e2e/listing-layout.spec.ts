import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptPrivacyBannerWhenInTheWay } from './helpers';

/**
 * The listing's layout at the widths where it broke (issue 26's review): the laptop's sidebar (its
 * column from the first frame, its fields inside it), the phone's drawer foot, the cards' badge and heart.
 */

async function openAt(browser: Browser, width: number, baseURL: string | undefined): Promise<Page> {
  const mobile = width < 1000;
  const size = { width, height: mobile ? 915 : 800 };
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: size, screen: size, deviceScaleFactor: 1, isMobile: mobile, hasTouch: mobile });
  return context.newPage();
}

const list = (page: Page) => page.getByRole('region', { name: 'Produtos' });

test('at 1280 px the grid holds the sidebar\'s column from its first placeholders: it never draws full width and then shrinks', async ({ browser, baseURL }) => {
  const page = await openAt(browser, 1280, baseURL);
  // the store's settings held back: the listing shows its placeholders before it can open its state
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { request?: string } | null;
    if (body?.request === 'getCompany') await held;
    return route.continue();
  });
  await page.goto('/busca?n=sofa');
  const grid = page.locator('.jet-product-list__grid').first();
  await expect(grid).toBeVisible();
  const first = await grid.boundingBox();
  release();
  await expect(list(page).getByRole('complementary', { name: 'Filtrar por' })).toBeVisible();
  await expect(list(page).locator('article').first()).toBeVisible();
  const last = await page.locator('.jet-product-list__grid').first().boundingBox();
  expect({ left: first?.x, width: first?.width }).toEqual({ left: last?.x, width: last?.width });
  await page.context().close();
});

test('at 1280 px a search without result draws its message in the whole width: nothing of the listing moves', async ({ browser, baseURL }) => {
  const page = await openAt(browser, 1280, baseURL);
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __moved: moved });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { sources: Array<{ node: Node | null }> }>) {
        for (const { node } of entry.sources) if (node instanceof Element && node.closest('jet-product-list')) moved.push(`${node.localName}.${node.className}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/busca?n=xyzqwk');
  await expect(list(page).getByText('Nenhum resultado encontrado para "xyzqwk"')).toBeVisible();
  await expect(list(page).locator('.jet-product-list__carousels .jet-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
  await page.context().close();
});

for (const width of [1024, 1280]) {
  test(`at ${width} px every filter, the price fields and 'Aplicar' included, fits the sidebar, clear of the cards`, async ({ browser, baseURL }) => {
    const page = await openAt(browser, width, baseURL);
    await page.goto('/busca?n=sofa');
    const sidebar = list(page).getByRole('complementary', { name: 'Filtrar por' });
    await expect(sidebar.getByRole('button', { name: 'Aplicar' })).toBeVisible();
    await expect(list(page).locator('article').first()).toBeVisible();
    const found = await page.evaluate(() => {
      const slot = document.querySelector('.jet-product-list__filters-slot')!.getBoundingClientRect();
      const grid = document.querySelector('.jet-product-list__grid')!.getBoundingClientRect();
      const out = [...document.querySelectorAll('.jet-product-list__filters-slot *')]
        .filter((el) => el.getBoundingClientRect().right > slot.right + 0.5)
        .map((el) => `${el.localName} ${el.textContent?.trim().slice(0, 20) ?? ''} right=${Math.round(el.getBoundingClientRect().right)}`);
      return { out, sidebarRight: Math.round(slot.right), gridLeft: Math.round(grid.left) };
    });
    expect(found.out, `elements past the sidebar's right edge (${found.sidebarRight} px)`).toEqual([]);
    expect(found.gridLeft).toBeGreaterThan(found.sidebarRight);
    await page.context().close();
  });
}

/** Each of the element's lines of text (their tops), and whether the text fits inside it. */
function textLines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const text = range.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return { text: button.textContent, lines: tops.size, fits: text.left >= box.left - 0.5 && text.right <= box.right + 0.5 };
    }),
  );
}

for (const width of [320, 412]) {
  test(`at ${width} px the drawer's 'Limpar filtros' and 'Ver N produtos' each keep to one line`, async ({ browser, baseURL }) => {
    const page = await openAt(browser, width, baseURL);
    await acceptPrivacyBannerWhenInTheWay(page);
    await page.goto('/casa/c');
    await list(page).getByRole('button', { name: 'Filtrar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrar por' });
    await drawer.getByRole('switch', { name: /Em promoção/ }).check();
    await expect(drawer.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Ver \d+ produtos?$/ })).toBeVisible();
    const buttons = await textLines(page, '.jet-product-list__drawer-foot > button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button, button.text ?? '').toMatchObject({ lines: 1, fits: true });
    await page.context().close();
  });
}

for (const width of [320, 412]) {
  test(`at ${width} px a card's discount badge and wish-list heart do not overlap`, async ({ browser, baseURL }) => {
    const page = await openAt(browser, width, baseURL);
    await page.goto('/busca?n=tenis%20corrida');
    await expect(list(page).locator('.jet-card__badge').first()).toBeVisible();
    await expect(list(page).locator('.jet-card__wishlist').first()).toBeVisible();
    const cards = await list(page).locator('.jet-card').evaluateAll((all) =>
      all.flatMap((card) => {
        const badge = card.querySelector('.jet-card__badge')?.getBoundingClientRect();
        const heart = card.querySelector('.jet-card__wishlist')?.getBoundingClientRect();
        if (!badge || !heart) return [];
        const overlap = badge.right > heart.left && badge.left < heart.right && badge.bottom > heart.top && badge.top < heart.bottom;
        return [{ name: card.querySelector('.jet-card__name')?.textContent, overlap }];
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => card.overlap)).toEqual([]);
    await page.context().close();
  });
}
