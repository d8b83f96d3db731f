import { expect, test } from '@playwright/test';
import { recordErrors } from './helpers';

/** The search box's dropdown in Chromium, against the reference server and its seed (issue 26). */

test('a brand from the suggestions', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.pressSequentially('aconche');
  const brands = page.getByRole('listbox', { name: 'Sugestões de produtos' }).getByRole('group', { name: 'Marcas' });
  await brands.getByRole('option', { name: 'Aconchego Móveis' }).click();
  await expect(page).toHaveURL(/\/aconchego-moveis\/m$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aconchego Móveis');
  expect(errors).toEqual([]);
});

test('searches kept in the browser, offered on the empty box, removed one by one', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.pressSequentially('sof');
  // completed searches and products with their price, as the shopper types
  const list = page.getByRole('listbox', { name: 'Sugestões de produtos' });
  await expect(list.getByRole('group', { name: 'Buscas' }).getByRole('option').first()).toHaveText('sofá');
  await expect(list.getByRole('group', { name: 'Produtos' }).getByRole('option').first()).toContainText('R$');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/busca\?n=sof%C3%A1$/);

  const again = page.getByRole('combobox', { name: 'Buscar produtos' });
  await again.fill('');
  const recent = page.getByRole('group', { name: 'Buscas recentes' });
  await expect(recent.getByRole('option')).toHaveText(['sofá', 'Limpar']);
  await recent.getByTitle('Remover sofá das buscas recentes').click();
  await expect(recent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('jet:recent-searches'))).toBeNull();
});
