import { expect, test } from '@playwright/test';
import { scrollThrough } from './helpers';

/** The demo looks like a store (issue 26): rails that do not repeat, banners sized for phones, marks. */
test.describe('the demo home as a shopper sees it', () => {
  test('no product shows in two rails of the home', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    // every product rail of the home: featured, each group's, most sold, lightning offers
    const rails = page.locator('main section[aria-roledescription="carrossel"]').filter({ has: page.locator('.jet-card') });
    await expect(rails.first()).toBeVisible();
    await expect.poll(() => rails.count()).toBeGreaterThanOrEqual(5);
    const shown = await rails.evaluateAll((sections) =>
      sections.map((section) => ({
        rail: section.getAttribute('aria-labelledby') && document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent,
        products: [...new Set([...section.querySelectorAll<HTMLAnchorElement>('a.jet-card__link')].map((link) => new URL(link.href).pathname))],
      })),
    );
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { rail, products } of shown) {
      expect(products.length, `${rail} shows products`).toBeGreaterThan(0);
      for (const product of products) {
        const first = seen.get(product);
        if (first) repeats.push(`${product} in ${first} and ${rail}`);
        else seen.set(product, rail ?? '');
      }
    }
    expect(repeats).toEqual([]);
  });

  test('no banner stands taller than 200 px on a 412 px phone, and none moves the page when it loads', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    // each banner area near the viewport in turn (they load as the shopper gets near them)
    for (const area of await page.locator('jet-banner').all()) await area.scrollIntoViewIfNeeded();
    const images = page.locator('.jet-banner__image');
    await expect.poll(() => images.count()).toBeGreaterThanOrEqual(5);
    const sizes = await images.evaluateAll((all) =>
      all
        .filter((image) => image.checkVisibility())
        .map((image) => {
          const box = image.getBoundingClientRect();
          const style = getComputedStyle(image);
          // the place an image holds before it loads: its attributes' or its CSS ratio
          const held = style.aspectRatio !== 'auto' || (image.hasAttribute('width') && image.hasAttribute('height'));
          return { name: image.getAttribute('alt'), height: Math.round(box.height), held };
        }),
    );
    for (const name of ['Compre pelo WhatsApp', 'Parcele em até 10x']) expect(sizes.map((size) => size.name)).toContain(name);
    for (const size of sizes) {
      expect(size.height, size.name!).toBeLessThanOrEqual(200);
      expect(size.held, size.name!).toBe(true);
    }
    await context.close();
  });

  test('the footer shows the payment brands as labelled marks', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    const flags = page.getByRole('region', { name: 'Formas de pagamento' });
    for (const name of ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Diners Club', 'Pix', 'Boleto']) {
      await expect(flags.getByRole('img', { name })).toBeVisible();
    }
  });
});
