import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneMask } from '../../../src/format/masks';
import { JetForm } from '../../../src/forms/fields/jet-form';
import { MaskedField } from '../../../src/forms/fields/masked-field';
import { SubmitButton } from '../../../src/forms/fields/submit-button';
import { TextField } from '../../../src/forms/fields/text-field';
import { quoteInitialValues, quoteSchema } from '../../../src/forms/schemas';
import type { QuoteValues } from '../../../src/forms/schemas';
import { t } from '../../../src/i18n';

/** The quote form, built from the kit in a few lines, as the quote widget would. */
function QuoteForm({ onSend }: { onSend: (values: QuoteValues) => Promise<void> | void }) {
  return (
    <JetForm schema={quoteSchema} initialValues={quoteInitialValues} onSubmit={onSend} resetOnSuccess aria-label="Orçamento">
      <TextField name="name" label={t('field.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('field.email')} autoComplete="email" />
      <MaskedField name="phone" type="tel" label={t('field.phone')} mask={phoneMask} blockPaste />
      <TextField name="message" multiline label={t('field.message')} />
      <SubmitButton>Solicitar orçamento</SubmitButton>
    </JetForm>
  );
}

async function fillValidQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
  await user.type(screen.getByLabelText('E-mail'), 'maria@example.com');
  await user.type(screen.getByLabelText('Telefone ou Celular'), '11987654321');
  // imask, fetched on the phone's first focus, formats what was typed (as the shopper sees it before sending)
  await waitFor(() => expect(screen.getByLabelText('Telefone ou Celular')).toHaveValue('(11) 98765-4321'));
  await user.type(screen.getByLabelText('Mensagem'), 'Quero 10 cadeiras');
}

describe('the quote form built from the kit', () => {
  it('masks the phone while the shopper types, landline and mobile', async () => {
    const user = userEvent.setup();
    render(<QuoteForm onSend={vi.fn()} />);
    const phone = screen.getByLabelText('Telefone ou Celular');
    await user.type(phone, '11987654321');
    // imask, fetched on the phone's first focus, formats what was typed
    await waitFor(() => expect(phone).toHaveValue('(11) 98765-4321'));
    await user.clear(phone);
    await user.type(phone, '1123456789');
    expect(phone).toHaveValue('(11) 2345-6789');
  });

  it('keeps the submit button disabled while the form is invalid, from the form\'s first use', async () => {
    const user = userEvent.setup();
    render(<QuoteForm onSend={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Solicitar orçamento' });
    // before the form is used its validity is not known yet (src/forms/README.md): the button is enabled
    expect(button).toBeEnabled();
    // the first focus loads the validation: the empty form is invalid
    await user.click(screen.getByLabelText('Nome'));
    await waitFor(() => expect(button).toBeDisabled());
    await fillValidQuote(user);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows an error once the field is left, wired to the field', async () => {
    const user = userEvent.setup();
    render(<QuoteForm onSend={vi.fn()} />);
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'maria@');
    expect(screen.queryByText('E-mail Inválido')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('E-mail Inválido')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail Inválido');
  });

  it('refuses a phone from an area code that does not exist', async () => {
    const user = userEvent.setup();
    render(<QuoteForm onSend={vi.fn()} />);
    const phone = screen.getByLabelText('Telefone ou Celular');
    await user.type(phone, '20987654321');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Informe um Telefone Válido');
  });

  it('does not let the shopper paste into the phone', async () => {
    const user = userEvent.setup();
    render(<QuoteForm onSend={vi.fn()} />);
    const phone = screen.getByLabelText('Telefone ou Celular');
    await user.click(phone);
    await user.paste('11987654321');
    expect(phone).toHaveValue('');
    const name = screen.getByLabelText('Nome');
    await user.click(name);
    await user.paste('Maria');
    expect(name).toHaveValue('Maria');
  });

  it('sends the values, shows loading while sending, then resets', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<QuoteForm onSend={onSend} />);
    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar orçamento' }));

    const busy = await screen.findByRole('button', { name: 'Enviando…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(onSend).toHaveBeenCalledWith(
      { name: 'Maria Souza', email: 'maria@example.com', phone: '(11) 98765-4321', message: 'Quero 10 cadeiras' },
      expect.anything(),
    );

    finish();
    expect(await screen.findByRole('button', { name: 'Solicitar orçamento' })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(''));
    expect(screen.getByLabelText('Telefone ou Celular')).toHaveValue('');
  });
});
