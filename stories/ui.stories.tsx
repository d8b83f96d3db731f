import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from '../src/ui/timed-alert';
import { AlertDialog } from '../src/ui/alert-dialog';

function Alerts() {
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '32rem' }}>
      <Alert kind="success" title="Adicionado ao Carrinho!" message="Produto adicionado no carrinho com sucesso!" timeout={0} onClose={() => {}} />
      <Alert kind="error" message="Erro ao realizar o logout" timeout={0} onClose={() => {}} />
      <Alert kind="info" title="O TEMPO EXPIROU E" message="o produto Sofá Lisboa foi removido do seu carrinho." timeout={0} onClose={() => {}} />
    </div>
  );
}

function Dialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="jet-button jet-button--secondary" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <AlertDialog
        open={open}
        title="Excluir Produto"
        message="Deseja excluir este produto do carrinho?"
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

const meta = { title: 'Core/Alerts' } satisfies Meta;
export default meta;

export const Banners: StoryObj = { render: () => <Alerts /> };
export const ConfirmDialog: StoryObj = { render: () => <Dialog /> };
