import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Newsletter } from '../../../widgets/newsletter/newsletter';
import { POPUP_STORAGE_KEY } from '../../../widgets/newsletter/use-newsletter';
import { fakeApi } from '../../fixtures/mock-api';

/** The form's code arrives with import(): give it time on a busy machine. */
const formLoad = { timeout: 5000 };
const categories = [
  { idEmailInfoCategory: 1, name: 'Casa e decoração', checked: false },
  { idEmailInfoCategory: 2, name: 'Moda', checked: false },
];

afterEach(() => localStorage.clear());

async function fill(user: ReturnType<typeof userEvent.setup>, name: string | null, email: string) {
  if (name !== null) await user.type(await screen.findByRole('textbox', { name: 'Nome' }, formLoad), name);
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, formLoad), email);
}

describe('<jet-newsletter>', () => {
  it('signs up name and e-mail with the chosen categories, says so and resets the form', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ newsletterCategories: categories, newsletterRegister: { ok: true } });
    render(<Newsletter categories />);
    expect(screen.getByRole('heading', { name: 'Receba nossas ofertas' })).toBeInTheDocument();
    await fill(user, 'Joana Prado', 'joana@example.com');
    await user.click(await screen.findByRole('checkbox', { name: 'Moda' }));
    const submit = screen.getByRole('button', { name: 'Cadastrar' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail cadastrado com sucesso!');
    expect(api.calls.find((c) => c.operation === 'newsletterRegister')?.json).toEqual({
      idEmailInfo: null,
      name: 'Joana Prado',
      email: 'joana@example.com',
      emailInfoCategory: [{ idEmailInfoCategory: 2 }],
      gender: '',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Moda' })).not.toBeChecked();
    // the emptied form is invalid again, as it was at first: 'Cadastrar' is disabled again, no message shown
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled());
    expect(screen.queryByText('Informe o Email')).toBeNull();
  });

  it('starts with the categories the store marks checked ticked, and ticks them again after a sign-up', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      newsletterCategories: [
        { idEmailInfoCategory: 1, name: 'Casa e decoração', checked: true },
        { idEmailInfoCategory: 2, name: 'Moda', checked: false },
      ],
      newsletterRegister: { ok: true },
    });
    render(<Newsletter categories />);
    expect(await screen.findByRole('checkbox', { name: 'Casa e decoração' }, formLoad)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Moda' })).not.toBeChecked();
    await fill(user, 'Joana Prado', 'joana@example.com');
    const submit = screen.getByRole('button', { name: 'Cadastrar' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail cadastrado com sucesso!');
    expect(api.calls.find((c) => c.operation === 'newsletterRegister')?.json).toMatchObject({ emailInfoCategory: [{ idEmailInfoCategory: 1 }] });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Casa e decoração' })).toBeChecked();
  });

  it('shows each field rule under its field and keeps "Cadastrar" disabled while the form is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ newsletterRegister: { ok: true } });
    render(<Newsletter />);
    const name = await screen.findByRole('textbox', { name: 'Nome' }, formLoad);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.click(name);
    await user.click(email);
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o Nome'));
    expect(email).toHaveAccessibleDescription('Informe o Email');
    await user.type(name, 'Joana');
    await user.type(email, 'joana@exemplo');
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Informe o nome corretamente'));
    expect(email).toHaveAccessibleDescription('E-mail Inválido');
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
  });

  it('on a failure (a duplicate e-mail) says "Erro ao cadastrar email!" and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ newsletterRegister: { fail: 'Ocorreu um erro ao adicionar seu email.', status: 409, code: 'NEWSLETTER_REFUSED' } });
    render(<Newsletter />);
    await fill(user, 'Joana Prado', 'joana@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao cadastrar email!');
    expect(alert).toHaveTextContent('Ocorreu um erro ao adicionar seu email.');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Joana Prado');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('joana@example.com');
  });

  it('treats a falsy answer as a failure', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ newsletterRegister: null as never });
    render(<Newsletter emailOnly />);
    await fill(user, null, 'joana@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao cadastrar email!');
  });

  it('in the e-mail-only mode asks only for the e-mail and sends an empty name', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ newsletterRegister: { ok: true } });
    render(<Newsletter emailOnly categories />);
    await fill(user, null, 'so@example.com');
    expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByRole('status');
    expect(api.calls.find((c) => c.operation === 'newsletterRegister')?.json).toMatchObject({ name: '', email: 'so@example.com' });
    expect(api.count('newsletterCategories')).toBe(0);
  });

  it('shows the loading text while sending', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ newsletterRegister: 'loading' });
    render(<Newsletter emailOnly />);
    await fill(user, null, 'joana@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Enviando/ })).toHaveAttribute('aria-busy', 'true'));
  });

  describe('the popup mode', () => {
    it('opens once per visitor after its delay, as a labelled dialog; closed, it never comes back', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      fakeApi({ newsletterRegister: { ok: true } });
      const first = render(<Newsletter popup popupDelay={3} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(3000);
      });
      const dialog = await screen.findByRole('dialog', { name: 'Receba nossas ofertas' });
      await within(dialog).findByRole('textbox', { name: 'E-mail' }, formLoad);
      expect(localStorage.getItem(POPUP_STORAGE_KEY)).toBe('shown');
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      first.unmount();

      render(<Newsletter popup popupDelay={3} />);
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('after a sign-up closes and shows the success above the page', async () => {
      const user = userEvent.setup({ delay: null });
      fakeApi({ newsletterRegister: { ok: true } });
      render(<Newsletter popup popupDelay={0} emailOnly />);
      const dialog = await screen.findByRole('dialog', { name: 'Receba nossas ofertas' });
      await user.type(await within(dialog).findByRole('textbox', { name: 'E-mail' }, formLoad), 'joana@example.com');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cadastrar' })).toBeEnabled());
      await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('status')).toHaveTextContent('E-mail cadastrado com sucesso!');
    });
  });
});
