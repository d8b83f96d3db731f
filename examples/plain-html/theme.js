// The theme's own script: it listens on the listing's element (the widgets' events are dispatched on the
// tag that raised them and bubble to document) and says what went into the cart in its own words.
const listing = document.querySelector('jet-product-list');
const note = document.querySelector('.theme-note');
listing?.addEventListener('jet:product-added', (event) => {
  const { name, quantity } = event.detail;
  note.textContent = `${quantity} × ${name ?? 'produto'} no carrinho.`;
});
