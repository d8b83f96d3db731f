import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/forms-kit.stories';

const { Empty, Invalid, Valid, Disabled, Loading, QuoteForm, AddressForm } = composeStories(stories);

describe('the forms kit stories', () => {
  it('Empty shows every field kind without errors', () => {
    render(<Empty />);
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Tipo de cadastro' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso' })).toBeInTheDocument();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('Invalid shows each error under its field', async () => {
    render(<Invalid />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveAccessibleDescription(
        'Informe ao menos 3 caracteres',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail Inválido'),
    );
    expect(screen.getByRole('textbox', { name: 'Telefone ou Celular' })).toHaveAccessibleDescription(
      'Informe um Telefone Válido',
    );
    expect(screen.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveAccessibleDescription(
      'Informe um CPF ou CNPJ Válido',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveAccessibleDescription('Selecione o Estado');
    expect(screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso' })).toHaveAccessibleDescription(
      'É necessário ler e aceitar os termos.',
    );
  });

  it('Valid shows no error', async () => {
    render(<Valid />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' }).closest('.jet-field')).toHaveAttribute('data-state', 'valid'));
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('Disabled disables every control', () => {
    render(<Disabled />);
    for (const control of screen.getAllByRole('textbox')) expect(control).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('Loading shows the busy button', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('the composed quote and address forms render', () => {
    render(<QuoteForm />);
    expect(screen.getByLabelText('Mensagem')).toBeInTheDocument();
    render(<AddressForm />);
    expect(screen.getByLabelText('Destinatário')).toBeInTheDocument();
  });
});
