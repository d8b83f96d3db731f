import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emit } from '../../../src/events';
import type { AlertMessage } from '../../../src/ui/alert';
import { lazyPanel, type LazyPanelProps } from '../../../src/ui/lazy-panel';
import { Panel } from '../../../src/ui/panel';
import { usePanel } from '../../../src/ui/use-panel';

// The panel machinery knows no product: a cart drawer (next issue) is one more use of it, built
// here from the same three pieces as the quote and back-in-stock panels.
function CartDrawer({ initial }: LazyPanelProps<{ source?: 'counter' }>) {
  const panel = usePanel({ open: 'jet:cart-open', initial });
  return (
    <Panel block="jet-cart-preview" open={panel.open} started={panel.started} title="Meu carrinho" onClose={panel.close} alert={panel.alert}>
      <p>Sofá Retrátil</p>
      <a href="/carrinho">Ver carrinho</a>
      <a href="/checkout">Finalizar compra</a>
    </Panel>
  );
}

const LazyCartDrawer = lazyPanel('jet:cart-open', async () => ({ default: CartDrawer }));

function Page() {
  return (
    <>
      <button type="button" onClick={() => emit('jet:cart-open', {})}>
        Carrinho
      </button>
      <LazyCartDrawer />
    </>
  );
}

describe('the panel machinery', () => {
  it('opens a lazily loaded drawer on jet:cart-open as a modal dialog, with focus inside and trapped', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carrinho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meu carrinho' });
    expect(within(dialog).getByText('Sofá Retrátil')).toBeInTheDocument();
    expect(dialog).toHaveFocus(); // no field: the dialog itself

    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Ver carrinho' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab(); // the last control: back to the first, never out to the page
    expect(within(dialog).getByRole('link', { name: 'Ver carrinho' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Carrinho' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Meu carrinho' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener); // and opens again
    expect(await screen.findByRole('dialog', { name: 'Meu carrinho' })).toBeInTheDocument();
  });

  it('refuses to open when the caller says why, showing that message instead', async () => {
    const refuse = (detail: { source?: 'counter' }): AlertMessage | null => (Object.keys(detail).length ? null : { kind: 'error', message: 'Seu carrinho está vazio.' });
    function Refusing() {
      const panel = usePanel({ open: 'jet:cart-open', refuse });
      return (
        <Panel block="jet-cart-preview" open={panel.open} started={panel.started} title="Meu carrinho" onClose={panel.close} alert={panel.alert}>
          <p>itens</p>
        </Panel>
      );
    }
    render(<Refusing />);
    act(() => emit('jet:cart-open', {}));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Seu carrinho está vazio.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on its close event when it has one, and opens by command (show) as well as by event', async () => {
    function Commanded() {
      const panel = usePanel({ open: 'jet:cart-open', close: 'jet:logout' });
      return (
        <>
          <button type="button" onClick={() => panel.show({})}>
            Abrir carrinho
          </button>
          <Panel block="jet-cart-preview" open={panel.open} started={panel.started} title="Meu carrinho" onClose={panel.close} alert={panel.alert}>
            <p>itens</p>
          </Panel>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Commanded />);
    await user.click(screen.getByRole('button', { name: 'Abrir carrinho' }));
    expect(screen.getByRole('dialog', { name: 'Meu carrinho' })).toBeInTheDocument();
    act(() => emit('jet:logout', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
