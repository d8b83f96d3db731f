import { expect, test, type Page } from '@playwright/test';
import { framesRendered, recordErrors, signIn, watchNetwork } from './helpers';

/**
 * The engagement journeys in Chromium against the reference server: the newsletter (success, then the
 * same e-mail answered alike, issue 22), the popup shown once per visitor, and the wish list's heart by keyboard moving
 * the header's counter (the footer's newsletter and the header's counter come with the store frame; the
 * popup is placed by the test, as a theme would put it).
 */

/** Adds a tag to the page as a theme would; the entry script loads its chunk when it appears. */
async function place(page: Page, html: string, where = '#conteudo') {
  await page.evaluate(
    ([target, markup]) => {
      const box = document.createElement('div');
      box.className = 'e2e-engage';
      box.innerHTML = markup!;
      document.querySelector(target!)!.append(box);
    },
    [where, html],
  );
}

test('the newsletter signs an e-mail up, resets, and answers the same e-mail alike (no one learns it is on the list)', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  // the footer's newsletter (the store frame), loaded as the shopper scrolls near it
  const newsletter = page.locator('.site-footer jet-newsletter');
  await newsletter.scrollIntoViewIfNeeded();
  const form = newsletter.getByRole('form', { name: 'Cadastro na newsletter' });
  const email = `ana.${Date.now()}@example.com`;

  const signUp = async () => {
    await form.getByRole('textbox', { name: 'Nome' }).fill('Ana Beatriz Souza');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'E-mail' }).blur();
    await form.getByRole('button', { name: 'Cadastrar' }).click();
  };

  await signUp();
  await expect(newsletter.getByRole('status')).toHaveText(/E-mail cadastrado com sucesso!/);
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');

  // the same address again: the same success and reset (the address itself is told by e-mail, server-side)
  await signUp();
  await expect(newsletter.getByRole('status')).toHaveText(/E-mail cadastrado com sucesso!/);
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
  await expect(newsletter.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the newsletter popup shows once per visitor and never again once closed', async ({ page }) => {
  await page.goto('/');
  await place(page, '<jet-newsletter popup popup-delay="0" email-only></jet-newsletter>', 'body');
  const dialog = page.getByRole('dialog', { name: 'Receba nossas ofertas' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  const network = watchNetwork(page);
  await place(page, '<jet-newsletter popup popup-delay="0" email-only></jet-newsletter>', 'body');
  // the tag is defined and rendered, what it fetched has arrived (the dialog's chunk, had it opened)
  await page.waitForFunction(() => customElements.get('jet-newsletter') !== undefined);
  await network.idle();
  await framesRendered(page);
  await expect(page.getByRole('dialog', { name: 'Receba nossas ofertas' })).toHaveCount(0);
});

test('a visitor pressing a heart is sent to sign in', async ({ page }) => {
  await page.goto('/casa/c');
  const heart = page.getByRole('button', { name: /à lista de desejos$/ }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(/\/customer\/login/);
});

test('signed in, a heart pressed by keyboard adds the product and the header counter moves', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).ok()).toBe(true);
  await page.goto('/casa/c');
  const counter = page.locator('.site-header__actions').getByRole('link', { name: /^Lista de desejos com/ });
  const before = Number(/com (\d+)/.exec((await counter.getAttribute('aria-label', { timeout: 15_000 })) ?? '')?.[1]);
  expect(before).toBeGreaterThanOrEqual(3);

  const heart = page.locator('article').getByRole('button', { name: /à lista de desejos$/, pressed: false }).first();
  const name = await heart.getAttribute('aria-label');
  await heart.focus();
  await page.keyboard.press('Enter');
  const pressed = page.getByRole('button', { name: name!, exact: true });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveAttribute('aria-label', `Lista de desejos com ${before + 1} produtos`);

  // again by keyboard (Space): off the list, the counter back
  await pressed.focus();
  await page.keyboard.press(' ');
  await expect(pressed).toHaveAttribute('aria-pressed', 'false');
  await expect(counter).toHaveAttribute('aria-label', `Lista de desejos com ${before} produtos`);
  expect(errors).toEqual([]);
});

test('on the product page, the heart shows the product is on the list after a reload', async ({ page }) => {
  await page.goto('/');
  expect((await signIn(page, 'maria@example.com', 'Senha@123')).ok()).toBe(true);
  await page.goto('/casa/c');
  await page.locator('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/produto\//);
  const heart = page.locator('.jet-product-detail__wishlist').getByRole('button');
  await expect(heart).toHaveAttribute('aria-pressed', /true|false/);
  const wasOn = (await heart.getAttribute('aria-pressed')) === 'true';
  await heart.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', String(!wasOn));
  await page.reload();
  await expect(page.locator('.jet-product-detail__wishlist').getByRole('button')).toHaveAttribute('aria-pressed', String(!wasOn));
});
