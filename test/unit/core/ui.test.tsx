import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '../../../src/ui/timed-alert';
import { AlertDialog } from '../../../src/ui/alert-dialog';

describe('the alert banner', () => {
  it('closes by itself after 5000 ms by default', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Alert kind="success" message="Tudo certo" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Tudo certo');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('announces errors as alerts and closes on its button', async () => {
    const onClose = vi.fn();
    render(<Alert kind="error" title="Ops" message="Falhou" onClose={onClose} timeout={0} />);
    expect(screen.getByRole('alert')).toHaveTextContent('OpsFalhou');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the alert dialog', () => {
  it('asks, and answers cancel or confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<AlertDialog open title="Excluir produto?" message="Ele sai do carrinho." onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir produto?' });
    expect(dialog).toHaveAccessibleDescription('Ele sai do carrinho.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
