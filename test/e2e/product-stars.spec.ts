import { expect, test } from '@playwright/test';

// The review list is a grid: the stars once stretched to its width (1120 px at 1280), so a 3- or 4-star
// fill covered all five glyphs. Each star image is as wide as its five glyphs, at a laptop's width.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test("a review's stars are as wide as their five glyphs, not the list's width", async ({ page }) => {
  await page.goto('/produto/sofa-de-canto-pantanal-5-lugares');
  const reviews = page.getByRole('region', { name: 'Avaliações dos clientes' });
  await reviews.scrollIntoViewIfNeeded();
  const stars = reviews.getByRole('img', { name: /^Avaliação: .* de 5 estrelas$/ });
  await expect(stars.first()).toBeVisible();
  const listWidth = (await reviews.boundingBox())!.width;
  for (const star of await stars.all()) {
    const width = (await star.boundingBox())!.width;
    expect(width).toBeGreaterThan(30);
    expect(width).toBeLessThan(Math.min(150, listWidth / 4));
  }
});
