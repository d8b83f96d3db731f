/**
 * A theme's TypeScript, compiled against the packed package (test/e2e/package.spec.ts): what must type
 * check does, and each `@ts-expect-error` fails the compile when its line stops being an error.
 */
import { closePanels, configure, listen, openAlert, openCart, openLogin, openQuote, type PanelProduct } from 'jet-widgets';
import { isValidCep } from 'jet-widgets/validation';
import type {} from 'jet-widgets/elements';
import { CartCounter, ProductList, configure as configureFromReact } from 'jet-widgets/react';

configure({ apiBase: 'https://api.loja.example/api', timeoutMs: 10_000 });
// @ts-expect-error apiBase is a string
configure({ apiBase: 42 });

document.addEventListener('jet:product-added', (event) => {
  const id: number = event.detail.idProduct;
  const quantity: number = event.detail.quantity;
  console.log(id, quantity);
});
document.querySelector('jet-cart-counter')?.addEventListener('jet:cart-open', (event) => {
  const source: 'counter' | undefined = event.detail.source;
  console.log(source);
});
// @ts-expect-error the detail of jet:login-open has no idProduct
document.addEventListener('jet:login-open', (event) => console.log(event.detail.idProduct));
listen('jet:alert-show', (detail) => console.log(detail.kind, detail.message));

const list: HTMLElement | null = document.querySelector('jet-product-list');
console.log(list, isValidCep('01310-100'));
openCart();
openLogin('maria@example.com');
const chair: PanelProduct = { idProduct: 42, name: 'Cadeira Eames', image: '/img/42.jpg', idSku: null, hasVariations: false };
openQuote(chair);
// @ts-expect-error a panel's product needs its id, image, SKU and hasVariations
openAlert({ name: 'Chaleira' });
closePanels();
// the panels' methods, on their elements (HTMLElementTagNameMap, from jet-widgets/elements)
document.querySelector('jet-cart-preview')?.open();
document.querySelector('jet-quote-panel')?.open(chair);
// @ts-expect-error open() of the quote panel takes a product
document.querySelector('jet-quote-panel')?.open();

export const page = (
  <main>
    <jet-showcase loading="lazy" kind="most-sold" quantity={8}></jet-showcase>
    <jet-product-list source="search" infinite-scroll></jet-product-list>
    {/* @ts-expect-error 'categoria' is not one of the sources */}
    <jet-product-list source="categoria"></jet-product-list>
    <jet-social-links variant="whatsapp" loading="interaction"></jet-social-links>
    {/* @ts-expect-error loading is 'lazy', 'interaction' or 'eager' */}
    <jet-banner loading="later"></jet-banner>
  </main>
);

// the same widgets as React components (jet-widgets/react): camelCase props, real booleans
configureFromReact({ apiBase: '/api' });
export const app = (
  <>
    <ProductList source="brand" sourceId="aconchego-moveis" infiniteScroll loading="lazy" />
    <CartCounter />
    {/* @ts-expect-error 'categoria' is not one of the sources */}
    <ProductList source="categoria" />
  </>
);
