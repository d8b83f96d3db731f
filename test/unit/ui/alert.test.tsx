import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertSlot, AlertView, useAlert, type AlertMessage } from '../../../src/ui/alert';

function Host({ hold = false, message }: { hold?: boolean; message: AlertMessage }) {
  const alert = useAlert(hold);
  return (
    <>
      <button type="button" onClick={() => alert.show(message)}>
        mostrar
      </button>
      <AlertSlot {...alert} />
    </>
  );
}

describe('alerts', () => {
  it('the view never closes by itself', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<AlertView kind="error" message="Erro ao realizar o logout" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('useAlert closes the message after 5 s by default, and never with timeout 0', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Host message={{ kind: 'success', message: 'Enviado.' }} />);
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Enviado.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    render(<Host message={{ kind: 'info', message: 'Fica.', timeout: 0 }} />);
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Fica.');
  });

  it('holds the message while asked to, and counts from the release', () => {
    vi.useFakeTimers();
    const message = { kind: 'error' as const, message: 'Tente novamente.' };
    const { rerender } = render(<Host hold message={message} />);
    act(() => screen.getByRole('button', { name: 'mostrar' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Tente novamente.');
    rerender(<Host message={message} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
