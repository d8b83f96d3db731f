import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useMutation, write } from '../../../src/api/use-mutation';
import { AlertSlot, useAlert } from '../../../src/ui/alert';
import { fakeApi } from '../../fixtures/mock-api';

const payload = { email: 'a@b.com', name: '', idEmailInfo: null, emailInfoCategory: [], gender: '' };

/** A form with one write (the newsletter's), its pending state and its alert. */
function Form({ onSuccess, repeatable }: { onSuccess?: () => void; repeatable?: boolean }) {
  const alert = useAlert();
  const mutation = useMutation({
    send: () => write('newsletterRegister', { json: payload }),
    alert,
    failed: 'Não foi possível cadastrar.',
    onSuccess,
    repeatable,
  });
  return (
    <>
      <button type="button" onClick={() => void mutation.run(undefined)}>
        Enviar
      </button>
      {mutation.pending && <p>Enviando…</p>}
      {mutation.retry && (
        <button type="button" onClick={() => void mutation.retry!()}>
          De novo
        </button>
      )}
      <AlertSlot {...alert} />
    </>
  );
}

describe('useMutation, the one write path', () => {
  it('is pending while the write is on its way and calls back with the answer', async () => {
    let answer!: () => void;
    const api = fakeApi({ newsletterRegister: () => new Promise((resolve) => (answer = () => resolve({ ok: true }))) });
    const onSuccess = vi.fn();
    render(<Form onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviando…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    act(() => answer());
    await waitFor(() => expect(screen.queryByText('Enviando…')).not.toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a second run while the first is pending (no double submit)', async () => {
    let answer!: () => void;
    const api = fakeApi({ newsletterRegister: () => new Promise((resolve) => (answer = () => resolve({ ok: true }))) });
    const onSuccess = vi.fn();
    render(<Form onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    act(() => answer());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(1);
  });

  it("shows the server's text in an alert and emits jet:alert-show", async () => {
    fakeApi({ newsletterRegister: { fail: 'E-mail já cadastrado.', status: 409 } });
    const shown = vi.fn();
    document.addEventListener('jet:alert-show', shown);
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail já cadastrado.');
    expect(shown).toHaveBeenCalledTimes(1);
    expect((shown.mock.calls[0]![0] as CustomEvent).detail).toEqual({ kind: 'error', message: 'E-mail já cadastrado.' });
    document.removeEventListener('jet:alert-show', shown);
  });

  it("shows the write's own message when the network failed, and offers no retry for a write not safe to repeat", async () => {
    fakeApi({
      newsletterRegister: () => {
        throw new TypeError('offline');
      },
    });
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível cadastrar.');
    expect(screen.queryByRole('button', { name: 'De novo' })).not.toBeInTheDocument();
  });

  it('offers a retry after a failure only when the write is safe to repeat, and it sends again', async () => {
    let attempt = 0;
    const api = fakeApi({ newsletterRegister: () => (++attempt === 1 ? { fail: '', status: 503 } : { ok: true }) });
    const onSuccess = vi.fn();
    render(<Form repeatable onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível cadastrar.');
    await userEvent.click(screen.getByRole('button', { name: 'De novo' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'De novo' })).not.toBeInTheDocument();
  });
});
