import 'jet-widgets/styles.css';
// The tag loader: <jet-cart-counter> below is a tag, defined when it first appears.
import 'jet-widgets';
import type {} from 'jet-widgets/elements';
import { ProductList } from 'jet-widgets/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';

function App() {
  return (
    <>
      <header className="app-header">
        <h1>Loja exemplo</h1>
        <jet-cart-counter cart-url="/carrinho"></jet-cart-counter>
      </header>
      <main>
        <ProductList sourceId="casa" />
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
