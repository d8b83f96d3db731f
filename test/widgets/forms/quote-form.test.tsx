import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  JetForm,
  MaskedField,
  phoneMask,
  quoteInitialValues,
  quoteSchema,
  SubmitButton,
  TextField,
} from '../../../src/forms';
import type { QuoteValues } from '../../../src/forms';
import { t } from '../../../src/i18n';

/** The quote form, built from the kit as a widget would. */
function QuoteForm({ onSend }: { onSend: (values: QuoteValues) => Promise<void> }) {
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

describe('the quote form built from the kit', () => {
  it('masks the phone while the shopper types', async () => {
    const user = userEvent.setup();
    render(<QuoteForm onSend={vi.fn()} />);
    const phone = screen.getByLabelText('Telefone ou Celular');
    await user.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await user.clear(phone);
    await user.type(phone, '1123456789');
    expect(phone).toHaveValue('(11) 2345-6789');
  });
});
