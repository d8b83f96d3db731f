/**
 * npm run bench: bytes of JavaScript (gzip) against the budgets of the issues.
 * Prints a table and exits 1 when a budget is exceeded.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderDemoPage } from '../server/lib/demo-html';
import { gzipBytes, pageScripts, readManifest } from './bytes';

const root = resolve(import.meta.dirname, '..');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
/** The core carries what every widget needs plus the header's widgets and the panels' listeners (vite.lib.config.ts). */
const budgets = { entry: 3000, widgetChunk: 10_000, core: 16_000 };
const isCore = (file: string) => /^chunks\/core-/.test(file);
/** Issue 8: every demo page's JavaScript ≤ 95 kB gzip (the entry ≤ 3 kB, each widget chunk ≤ 10 kB). */
const pageBudgets: Record<string, number> = {
  'index.html': 95_000,
  'categoria.html': 95_000,
  'marca.html': 95_000,
  'grupo.html': 95_000,
  'busca.html': 95_000,
  'produto.html': 95_000,
  '404.html': 95_000,
  'carrinho.html': 95_000,
  'identificacao.html': 95_000,
};
// Issue 11: the customer area's pages, within the same page budget.
const CUSTOMER_VIEWS = 'home login accesskey checkaccesskey register finishregistration forgot recoverEmail changepassword alterEmail edit address confirmar-email'.split(' ');
for (const view of CUSTOMER_VIEWS) pageBudgets[`customer/${view}.html`] = 95_000;
// Issue 12: orders, digital products, store credit and the checkout, within the same page budget.
for (const view of 'order orderDetails digital-products shoppingVoucherDetails'.split(' ')) pageBudgets[`customer/${view}.html`] = 95_000;
pageBudgets['checkout.html'] = 95_000;
// Issue 13: the contact and content pages, within the same page budget.
for (const page of 'fale-conosco institucional marcas perguntas-frequentes politica-de-privacidade'.split(' ')) pageBudgets[`${page}.html`] = 95_000;
const failures: string[] = [];

function check(label: string, bytes: number, budget: number) {
  const ok = bytes <= budget;
  if (!ok) failures.push(`${label}: ${kB(bytes)} > ${kB(budget)}`);
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${label.padEnd(44)} ${kB(bytes).padStart(10)}   budget ${kB(budget)}`);
}

const manifest = readManifest();
console.log('JavaScript, gzip level 9 (npm run bench)\n');
check('entry dist/jet.js', gzipBytes('jet.js'), budgets.entry);
const core = Object.values(manifest).find((c) => isCore(c.file));
if (core) check(`${core.file} (with the header's widgets)`, gzipBytes(core.file), budgets.core);

console.log('\nwidget chunks (a tag\'s element and what it imports on its own)');
const isWidget = (c: { src?: string }) => Boolean(c.src?.startsWith('widgets/') && c.src.endsWith('.element.ts'));
const seen = new Set<string>();
for (const chunk of Object.values(manifest).filter((c) => c.isDynamicEntry && isWidget(c))) {
  if (seen.has(chunk.file) || isCore(chunk.file)) continue; // grouped tags (the header) share the core
  seen.add(chunk.file);
  check(chunk.file, gzipBytes(chunk.file), budgets.widgetChunk);
}

console.log('\nloaded on demand (a panel opening, a carousel touched, a fallback; no budget of their own)');
for (const chunk of Object.values(manifest).filter((c) => c.isDynamicEntry && !isWidget(c))) {
  console.log(`      ${chunk.file.padEnd(44)} ${kB(gzipBytes(chunk.file)).padStart(10)}`);
}

console.log('\nshared chunks (no budget of their own; counted in each page)');
for (const chunk of Object.values(manifest).filter((c) => !c.isEntry && !c.isDynamicEntry && c.file.endsWith('.js'))) {
  console.log(`      ${chunk.file.padEnd(44)} ${kB(gzipBytes(chunk.file)).padStart(10)}`);
}

console.log('\ndemo pages: all JavaScript fetched before any interaction');
const demo = join(root, 'demo');
// the store's pages and the customer area's (demo/customer/{view}.html)
const pages = readdirSync(demo, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('partials'));
for (const page of pages.sort()) {
  const { files, tags } = pageScripts(manifest, renderDemoPage(demo, page));
  const total = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const label = `${page} (${tags.length} tags, ${files.size} files)`;
  const budget = pageBudgets[page];
  if (budget) check(label, total, budget);
  else console.log(`      ${label.padEnd(44)} ${kB(total).padStart(10)}   no budget`);
}

if (failures.length) {
  console.error(`\n${failures.length} budget(s) exceeded:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nall budgets kept');
