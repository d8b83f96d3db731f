import { expect, test } from '@playwright/test';
import { recordErrors } from './helpers';

/**
 * The store's frame in Chromium against the reference server and its seed (server/db/seed-store-frame.ts):
 * the category menu by keyboard, the phones' fixed bar at 412 px (the project's Pixel 7), the footer's
 * blocks and the floating WhatsApp button.
 */

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the footer lines up with the page's content and lays its link groups out side by side", async ({ page }) => {
    await page.goto('/fale-conosco');
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    const footer = page.locator('.site-footer');
    const titles = ['Institucional', 'Ajuda', 'Atendimento'].map((name) => footer.getByRole('heading', { name, exact: true }));
    for (const title of titles) await expect(title).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Segurança' })).toBeVisible();
    const box = await page.evaluate(() => {
      const edges = (selector: string) => {
        const element = document.querySelector(selector)!;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [Math.round(rect.left + parseFloat(style.paddingLeft)), Math.round(rect.right - parseFloat(style.paddingRight))];
      };
      return { main: edges('.site-main'), parts: ['.site-footer__newsletter', '.site-footer__grid', '.site-footer__legal'].map(edges) };
    });
    expect(box.main).toEqual([80, 1200]);
    for (const part of box.parts) expect(part).toEqual(box.main);
    // three columns: Institucional, Ajuda and Atendimento on one row, each 0.5rem above its links
    // read in one go once the footer's lazy blocks are ready (a block rendering between reads moves the rest)
    await page.waitForFunction(() => !document.querySelector('.site-footer [data-state="loading"]'));
    const headingRects = () =>
      footer.evaluate((element, names) => {
        const headings = [...element.querySelectorAll('h2, h3')].filter((h) => names.includes(h.textContent!.trim()));
        return names.map((name) => {
          const h = headings.find((heading) => heading.textContent!.trim() === name)!;
          const rect = h.getBoundingClientRect();
          return { left: rect.left, top: rect.top, gap: h.nextElementSibling!.getBoundingClientRect().top - rect.bottom };
        });
      }, ['Institucional', 'Ajuda', 'Atendimento']);
    await expect.poll(async () => new Set((await headingRects()).map((rect) => Math.round(rect.top))).size).toBe(1);
    const rects = await headingRects();
    expect(rects[1]!.left - rects[0]!.left).toBeGreaterThan(300);
    expect(rects[2]!.left - rects[1]!.left).toBeGreaterThan(300);
    for (const rect of rects) expect(Math.round(rect.gap)).toBe(8);
  });

  test('the category menu works by keyboard: open, go down a level, close with Escape, follow a link', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/busca?n=sofa');
    const toggle = page.getByRole('button', { name: 'Todas as categorias' });
    await expect(toggle).toBeEnabled();
    // Tab order: the skip link, the logo, then the menu button (before the search)
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Casa', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const casa = page.getByRole('button', { name: 'Subcategorias de Casa' });
    await expect(casa).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(casa).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Sala', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(casa).toBeFocused();
    await expect(page.getByRole('link', { name: 'Sala', exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/casa\/sala\/c$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sala' })).toBeVisible();
    // the fixed bar is for phones only
    await expect(page.getByRole('navigation', { name: 'Ações rápidas' })).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test('the fixed bar at 412 px: back to top, search, Central do Cliente and the cart', async ({ page }) => {
  const errors = recordErrors(page);
  await page.setViewportSize({ width: 412, height: 839 });
  await page.goto('/busca?n=sofa');
  const bar = page.getByRole('navigation', { name: 'Ações rápidas' });
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(839, 0);
  expect(box.width).toBe(412);
  await expect(bar.getByRole('link', { name: /^Carrinho, 0 itens$/ })).toHaveAttribute('href', '/carrinho');
  await expect(bar.getByRole('link', { name: 'Central do Cliente' })).toHaveAttribute('href', '/customer/login');

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await bar.getByRole('button', { name: 'Voltar ao topo' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await bar.getByRole('link', { name: 'Buscar' }).click();
  await expect(page.getByRole('banner').getByRole('combobox').or(page.getByRole('banner').getByRole('searchbox'))).toBeFocused();

  // nothing of the page spills sideways, and the page ends above the bar
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await bar.getByRole('link', { name: 'Central do Cliente' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  expect(errors).toEqual([]);
});

test("the footer shows the seals, payment flags, social links, company's small print and the floating WhatsApp", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/busca?n=sofa');
  const whatsapp = page.getByRole('link', { name: 'Fale com a loja pelo WhatsApp (abre em nova aba)' });
  // like a chat button, its code waits for the shopper's first touch, click, key or scroll
  await expect(page.getByRole('region', { name: 'Aviso de privacidade' })).toBeVisible();
  expect(await page.evaluate(() => customElements.get('jet-social-links') === undefined)).toBe(true);
  await page.keyboard.press('Shift');
  // the privacy notice takes the bottom of the screen on a first visit: the button waits for it
  await expect(page.locator('.jet-social-links__whatsapp')).toBeAttached();
  await expect(page.locator('.jet-social-links__whatsapp')).toBeHidden();
  await page.getByRole('button', { name: 'Entendi' }).click();
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511940028922?text=Ol%C3%A1!%20Vim%20pela%20loja%20e%20gostaria%20de%20ajuda.');
  await expect(whatsapp).toBeInViewport();

  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const seals = footer.getByRole('region', { name: 'Segurança' });
  await expect(seals.getByRole('img', { name: 'Site Seguro' })).toBeVisible();
  await expect(seals.getByText('Loja Protegida')).toBeVisible();
  await expect(seals.getByRole('link', { name: /Avaliação da loja/ })).toHaveAttribute('href', 'https://www.ebit.com.br/123456');
  const flags = footer.getByRole('region', { name: 'Formas de pagamento' });
  // each flag a mark (an image named by its brand), in the store's order
  await expect(flags.getByRole('listitem')).toHaveCount(9);
  const marks = ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Diners Club', 'Boleto', 'Pix', 'Transferência bancária'];
  for (const [index, name] of marks.entries()) await expect(flags.getByRole('listitem').nth(index).getByRole('img', { name, exact: true })).toBeVisible();
  const social = footer.getByRole('region', { name: 'Siga a loja' });
  await expect(social.getByRole('link')).toHaveCount(4);
  // the small print loads as it comes near: the blocks above it hold their height, so it is further down
  await footer.locator('jet-company-info').scrollIntoViewIfNeeded();
  await expect(footer.getByText('CNPJ: 11.222.333/0001-81')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', '/fale-conosco');
  expect(errors).toEqual([]);
});

test('on a phone the floating WhatsApp steps aside while a field is being typed in, and comes back after', async ({ page }) => {
  await page.goto('/fale-conosco');
  await page.getByRole('button', { name: 'Entendi' }).click();
  const whatsapp = page.getByRole('link', { name: 'Fale com a loja pelo WhatsApp (abre em nova aba)' });
  await expect(whatsapp).toBeInViewport();
  const message = page.locator('jet-contact').getByLabel('Mensagem');
  await message.focus();
  await expect(whatsapp).toBeHidden();
  await message.blur();
  await expect(whatsapp).toBeVisible();
});
