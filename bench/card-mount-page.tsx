/**
 * The browser side of bench/card-mount.ts: mounts 1,000 product cards under ONE React root, and the
 * same markup with plain DOM calls (createElement, setAttribute, addEventListener for the same
 * handlers), each followed by a forced style and layout. Built by Vite in production mode.
 */
import '../src/styles.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cardSettingsFrom, type CardSettings } from '../src/catalogue/card-settings';
import { imageLoading } from '../src/catalogue/crawler';
import { ProductCard } from '../src/catalogue/product-card';
import { ratingAverage } from '../src/format/rating';
import { choiceState } from '../src/catalogue/use-product-choice';
import { discountPercent, formatDiscount } from '../src/format/discount';
import { formatInstallments } from '../src/format/installments';
import { QUANTITY_MAX } from '../src/format/quantity';
import { formatBRL } from '../src/format/money';
import { t } from '../src/i18n';
import { HEART_PATH } from '../src/wishlist/wishlist-button';
import { mediaUrl } from '../src/api/media';
import type { ProductCardData } from '../src/api/operations';
import { company } from '../test/fixtures/api-data';
import { productCards } from '../test/fixtures/catalogue-data';

const COUNT = 1000;
const EAGER = 4;
// Image addresses as a store sends them (the fixtures' inline SVGs would make every src assignment a
// long data: URL parse, which no real listing pays).
const products = productCards(COUNT).map((product) => ({
  ...product,
  imageHome: `/img/products/${product.idProduct}.svg`,
  alternativeImage: product.alternativeImage && `/img/products/${product.idProduct}-2.svg`,
}));
const settings = cardSettingsFrom(company);

function Grid({ list }: { list: ProductCardData[] }) {
  return (
    <ul className="jet-product-list__grid">
      {list.map((product, index) => (
        <li className="jet-product-list__item" key={product.idProduct}>
          <ProductCard product={product} settings={settings} headingLevel={2} eager={index < EAGER} />
        </li>
      ))}
    </ul>
  );
}

// ---- the plain-DOM baseline: the same markup, the same texts, the same listeners ----

const noop = () => undefined;

/**
 * Images get their src once the grid is in the document, as the card does (from a ref): the cheapest
 * order for the browser, so the baseline is plain DOM at its best, not a strawman.
 */
const sources: Array<[HTMLImageElement, string]> = [];
function setSources(): void {
  for (const [image, src] of sources) image.setAttribute('src', src);
  sources.length = 0;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | null, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const name in attrs) node.setAttribute(name, attrs[name]!);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The wish list's heart as a visitor's card shows it (src/wishlist/wishlist-button.tsx). */
function domHeart(product: ProductCardData): HTMLElement {
  const box = el('span', 'jet-wishlist-button jet-card__wishlist', { 'data-state': 'off' });
  const button = el('button', 'jet-wishlist-button__toggle', {
    type: 'button',
    'aria-pressed': 'false',
    'aria-label': t('wishlist.toggle', { product: product.name }),
    title: t('wishlist.signIn'),
  });
  button.addEventListener('click', noop);
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries({ class: 'jet-wishlist-button__icon', viewBox: '0 0 24 24', width: '24', height: '24', 'aria-hidden': 'true', focusable: 'false' })) svg.setAttribute(name, value);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', HEART_PATH);
  svg.append(path);
  button.append(svg);
  box.append(button);
  return box;
}

let quantityIds = 0;

/**
 * The card's quantity field as QuantityInput renders it at 1 (src/catalogue/choice-controls.tsx through
 * src/ui/quantity-stepper/quantity-stepper-view.tsx): minus, the spinbutton, plus and the empty notice.
 * The ids are the baseline's own (React's useId spells them differently; sameMarkup compares ids by
 * where they first appear).
 */
function domQuantity(max: number): HTMLElement {
  const id = `jet-quantity-${(quantityIds++).toString(32)}`;
  const noticeId = `${id}-notice`;
  const box = el('div', 'jet-quantity jet-card__quantity');
  const controls = el('div', 'jet-quantity__controls');
  const stepButton = (step: 'down' | 'up', label: string, sign: string, disabled: boolean) => {
    const button = el('button', 'jet-quantity__button', { type: 'button', 'data-step': step, 'aria-label': label, 'aria-controls': id, ...(disabled ? { 'aria-disabled': 'true' } : {}), tabindex: '-1' });
    button.append(el('span', null, { 'aria-hidden': 'true' }, sign));
    button.addEventListener('click', noop);
    return button;
  };
  const input = el('input', 'jet-quantity__input', {
    id,
    type: 'text',
    role: 'spinbutton',
    inputmode: 'numeric',
    autocomplete: 'off',
    enterkeyhint: 'done',
    'aria-label': t('card.quantity'),
    'aria-valuenow': '1',
    'aria-valuemin': '1',
    'aria-valuemax': String(max),
    'aria-describedby': noticeId,
  });
  input.value = '1';
  input.setAttribute('value', '1');
  for (const type of ['input', 'keydown', 'focus', 'blur']) input.addEventListener(type, noop);
  controls.append(stepButton('down', t('quantity.decrease'), '−', true), input, stepButton('up', t('quantity.increase'), '+', max <= 1));
  box.append(controls, el('p', 'jet-quantity__notice', { id: noticeId, 'aria-live': 'polite', 'aria-atomic': 'true' }));
  return box;
}

function domCard(product: ProductCardData, cardSettings: CardSettings, eager: boolean): HTMLElement {
  const choice = choiceState(product, {}, cardSettings.showVariations);
  const { action } = choice;
  const card = el('article', 'jet-card', { 'data-action': action });
  const link = el('a', 'jet-card__link', { href: product.url });
  const alternative = product.alternativeImage;
  if (alternative) {
    link.addEventListener('mouseenter', noop);
    link.addEventListener('mouseleave', noop);
  }
  const image = el('img', 'jet-card__image', { alt: '', loading: imageLoading(eager), decoding: 'async', width: '300', height: '300', ...(eager ? { fetchpriority: 'high' } : {}) });
  sources.push([image, product.imageHome]);
  link.append(image);
  link.append(el('h2', 'jet-card__name', {}, product.name));
  card.append(link);
  const brand = product.brand;
  if (brand?.name) card.append(el('a', 'jet-card__brand', { href: brand.urlStore }, brand.name));
  const badge = choice.onRequest ? null : formatDiscount(choice.price, choice.pricePromotion);
  const seal = product.sealStatus;
  if (badge || seal) {
    const flags = el('div', 'jet-card__flags', {});
    if (badge) flags.append(el('span', 'jet-card__badge', {}, badge));
    if (seal?.image) flags.append(el('img', 'jet-card__seal', { src: mediaUrl(seal.image), alt: seal.name, title: seal.name, loading: 'lazy', decoding: 'async' }));
    else if (seal) flags.append(el('span', 'jet-card__seal', {}, seal.name));
    card.append(flags);
  }
  card.append(domHeart(product));
  if (cardSettings.showStars) {
    const average = ratingAverage(product.rate);
    card.append(el('span', 'jet-stars', { role: 'img', 'aria-label': t('card.rating', { rate: String(average).replace('.', ',') }), 'data-rate': String(Math.round(average * 2) / 2) }, '★★★★★'));
  }
  const price = el('div', 'jet-price', choice.onRequest ? { 'data-on-request': '' } : {});
  if (choice.onRequest) price.append(el('strong', 'jet-price__now', {}, t('card.onRequest')));
  else {
    const promotion = discountPercent(choice.price, choice.pricePromotion) === null ? null : choice.pricePromotion;
    if (promotion !== null) price.append(el('s', 'jet-price__old', {}, t('price.from', { value: formatBRL(choice.price) })));
    price.append(el('strong', 'jet-price__now', {}, promotion !== null ? t('price.to', { value: formatBRL(promotion) }) : formatBRL(choice.price)));
    const installments = formatInstallments(choice.installment, cardSettings.showInstallments);
    if (installments) price.append(el('span', 'jet-price__installments', {}, installments));
  }
  card.append(price);
  if (cardSettings.complementText && !choice.onRequest) card.append(el('p', 'jet-card__complement', {}, cardSettings.complementText));
  if (cardSettings.showVariations && choice.hasVariations) {
    for (const reference of choice.references) {
      const group = el('div', 'jet-card__reference', { role: 'group', 'aria-label': reference.name });
      for (const variation of reference.variations) {
        const swatch = reference.referenceType === 'color' && variation.color;
        const button = el('button', 'jet-card__variation', { type: 'button', 'data-type': reference.referenceType, 'aria-pressed': 'false' });
        if (swatch) {
          button.setAttribute('aria-label', variation.name);
          button.setAttribute('title', variation.name);
          button.style.background = variation.color;
        } else button.textContent = variation.name;
        button.addEventListener('click', noop);
        group.append(button);
      }
      card.append(group);
    }
  }
  const actions = el('div', 'jet-card__actions');
  if (action === 'buy' && cardSettings.showVariations) actions.append(domQuantity(Math.min(QUANTITY_MAX, Math.max(1, choice.stock))));
  const texts = cardSettings.buttonTexts;
  if (action === 'view' || (action === 'sold-out' && !cardSettings.showVariations)) {
    actions.append(el('a', 'jet-card__button', { 'data-action': action, href: product.url }, action === 'view' ? texts.view : texts.soldOut));
  } else {
    const button = el('button', 'jet-card__button', { type: 'button', 'data-action': action }, action === 'buy' ? texts.buy : action === 'quote' ? texts.quote : texts.soldOut);
    button.addEventListener('click', noop);
    actions.append(button);
  }
  card.append(actions);
  return card;
}

function domGrid(list: ProductCardData[]): HTMLElement {
  const grid = el('ul', 'jet-product-list__grid');
  list.forEach((product, index) => {
    const item = el('li', 'jet-product-list__item');
    item.append(domCard(product, settings, index < EAGER));
    grid.append(item);
  });
  return grid;
}

// ---- measuring ----

function container(): HTMLElement {
  const box = el('div', 'bench-box');
  document.body.append(box);
  return box;
}

interface Mounted {
  /** Mount plus style and layout. */
  ms: number;
  /** The mount alone (before the forced layout). */
  buildMs: number;
  box: HTMLElement;
  done: () => void;
}

function mountReact(): Mounted {
  const box = container();
  const start = performance.now();
  const root = createRoot(box);
  flushSync(() => root.render(<Grid list={products} />));
  const built = performance.now();
  void box.offsetHeight; // style and layout
  const ms = performance.now() - start;
  return { ms, buildMs: built - start, box, done: () => (root.unmount(), box.remove()) };
}

function mountDom(): Mounted {
  const box = container();
  const start = performance.now();
  box.append(domGrid(products));
  setSources();
  const built = performance.now();
  void box.offsetHeight; // style and layout
  const ms = performance.now() - start;
  return { ms, buildMs: built - start, box, done: () => box.remove() };
}

/** The attributes that hold ids or id references (space-separated lists). */
const ID_ATTRIBUTES = new Set(['id', 'for', 'aria-controls', 'aria-describedby', 'aria-labelledby', 'aria-owns', 'list']);

/**
 * Markup with attributes sorted, so both sides compare whatever order they set attributes in. Ids
 * become their rank of first appearance (React's useId spells them `_r_1f_`, the baseline its own way),
 * so the check still sees every id and every reference to one, and that each points where it should.
 */
function canonical(root: Node): string {
  const ids = new Map<string, string>();
  const idOf = (value: string) => value.split(' ').map((id) => ids.get(id) ?? (ids.set(id, `#${ids.size}`), ids.get(id)!)).join(' ');
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attrs = [...node.attributes]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((a) => `${a.name}="${ID_ATTRIBUTES.has(a.name) ? idOf(a.value) : a.value}"`)
      .join(' ');
    return `<${node.localName} ${attrs}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return walk(root);
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 30));

async function run(repetitions: number, warmup: number) {
  const react: number[] = [];
  const dom: number[] = [];
  const reactBuild: number[] = [];
  const domBuild: number[] = [];
  for (let i = 0; i < warmup + repetitions; i += 1) {
    // alternate the order so neither side always runs on a warmer heap
    const first = i % 2 === 0 ? mountReact : mountDom;
    const second = i % 2 === 0 ? mountDom : mountReact;
    const a = first();
    a.done();
    await frame();
    const b = second();
    b.done();
    await frame();
    if (i < warmup) continue;
    const [r, d] = first === mountReact ? [a, b] : [b, a];
    react.push(r.ms);
    dom.push(d.ms);
    reactBuild.push(r.buildMs);
    domBuild.push(d.buildMs);
  }
  return { react, dom, reactBuild, domBuild };
}

function sameMarkup(): { same: boolean; react: string; dom: string } {
  const r = mountReact();
  const d = mountDom();
  const react = canonical(r.box);
  const domMarkup = canonical(d.box);
  r.done();
  d.done();
  const at = [...react].findIndex((c, i) => c !== domMarkup[i]);
  return { same: react === domMarkup, react: react.slice(Math.max(0, at - 200), at + 200), dom: domMarkup.slice(Math.max(0, at - 200), at + 200) };
}

declare global {
  interface Window {
    cardBench: { run: typeof run; sameMarkup: typeof sameMarkup; count: number; mountReact: typeof mountReact; mountDom: typeof mountDom };
  }
}
window.cardBench = { run, sameMarkup, count: COUNT, mountReact, mountDom };
document.body.dataset.ready = 'true';
