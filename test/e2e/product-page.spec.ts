import { expect, test, type Page } from '@playwright/test';
import { findProduct, recordErrors } from './helpers';

/**
 * The product page of issue 26 in Chromium, at a phone's and a laptop's width: the gallery (thumbnails,
 * swipe, the chosen colour's pictures, the enlarged image), the buy box beside it, the shipping estimate by
 * CEP (the same CEP the cart then shows) and the reviews to read.
 */

async function colourProduct(page: Page) {
  await page.goto('/');
  return findProduct(page, (product) => product.stock > 0 && product.idTypeProduct === 1 && product.availableReferences.some((ref) => ref.name === 'Cor'));
}

for (const width of [412, 1280]) {
  test(`the product page at ${width} px with gallery and CEP`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 915 : 800 }, isMobile: width < 600, hasTouch: width < 600 });
    const page = await context.newPage();
    const errors = recordErrors(page);
    const product = await colourProduct(page);
    await page.goto(product.url);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // the buy box beside the gallery on a laptop, under it on a phone; nothing sideways
    const gallery = page.getByRole('region', { name: 'Imagens do produto' });
    const name = page.getByRole('heading', { level: 1 });
    const [g, n] = [(await gallery.boundingBox())!, (await name.boundingBox())!];
    if (width >= 1024) {
      expect(n.x).toBeGreaterThan(g.x + g.width - 1);
      expect(g.width + n.width).toBeGreaterThan(width * 0.7);
    } else expect(n.y).toBeGreaterThan(g.y + g.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // thumbnails choose the image; a colour shows its own picture
    const thumbs = gallery.getByRole('button', { name: /^Ver imagem/ });
    const count = await thumbs.count();
    if (count > 1) {
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(thumbs.nth(0)).toBeFocused();
    }
    const colour = product.availableReferences.find((ref) => ref.name === 'Cor')!.variations[0]!;
    await page.getByRole('group', { name: /^Cor/ }).getByRole('button', { name: colour.name }).click();
    await expect(gallery.getByRole('img', { name: product.name })).toHaveAttribute('src', /\?c=[0-9a-f]{6}$/);

    // the enlarged image, by keyboard
    await gallery.getByRole('button', { name: 'Ampliar imagem' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Imagem ampliada' });
    await expect(dialog.getByRole('img', { name: product.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // shipping by CEP for this product; the cart then shows the same CEP
    const shipping = page.getByRole('region', { name: 'Calcular frete' });
    await shipping.getByRole('textbox', { name: 'Calcular frete' }).click();
    const cep = shipping.getByRole('textbox', { name: 'CEP' });
    await expect(cep).toBeFocused();
    await cep.pressSequentially('01310100');
    const options = shipping.getByRole('list', { name: 'Opções de frete' });
    await expect(options.getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`product-${width}.png`), fullPage: true });

    // the reviews: as many as the page counts
    // the section's code loads as it nears the viewport
    await page.locator('.jet-product-detail__rating').first().scrollIntoViewIfNeeded();
    const reviews = page.getByRole('region', { name: 'Avaliações dos clientes' });
    await expect(reviews.getByRole('listitem').first().or(reviews.getByText('Este produto ainda não tem avaliações.'))).toBeVisible();
    const counted = await page.locator('.jet-product-detail__rating-count').innerText();
    const shown = await reviews.locator('.jet-product-detail__reviews-shown').count();
    if (shown) expect(counted).toContain((await reviews.locator('.jet-product-detail__reviews-shown').innerText()).split(' de ')[1]!.split(' ')[0]!);

    await expect.poll(() => page.context().cookies().then((all) => all.find((c) => c.name === 'jet_postcode')?.value)).toBe('01310100');
    expect(errors).toEqual([]);
    await context.close();
  });
}
