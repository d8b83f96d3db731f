import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormState } from '../../../src/forms/form-state';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields } from '../../../src/forms/fields/address-fields';
import { JetForm } from '../../../src/forms/fields/jet-form';
import { SubmitButton } from '../../../src/forms/fields/submit-button';
import { addressInitialValues, addressSchema } from '../../../src/forms/schemas';
import type { AddressValues } from '../../../src/forms/schemas';

/** The address book form, built from the kit as the address widget would. */
function AddressForm({ onSave, lookup }: { onSave: (v: AddressValues) => void; lookup?: (cep: string) => void }) {
  return (
    <JetForm schema={addressSchema} initialValues={addressInitialValues} onSubmit={onSave}>
      <AddressFields book onZipCodeComplete={lookup} />
      <SubmitButton disableWhileInvalid={false}>Salvar</SubmitButton>
    </JetForm>
  );
}

describe('the address form built from the kit', () => {
  it('labels every field', () => {
    render(<AddressForm onSave={vi.fn()} />);
    for (const label of [
      'Identificação do endereço',
      'Tipo de endereço',
      'Destinatário',
      'Telefone de contato',
      'CEP',
      'Endereço',
      'Número',
      'Complemento',
      'Bairro',
      'Cidade',
      'Estado',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('marks every field on an invalid submit and moves focus to the first', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<AddressForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const identification = screen.getByLabelText('Identificação do endereço');
    await waitFor(() => expect(identification).toHaveAccessibleDescription('Campo Obrigatório'));
    expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription('Informe o CEP');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveAccessibleDescription('Campo Obrigatório');
    expect(screen.getByLabelText('Complemento')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Campo Obrigatório')).toHaveLength(9);
    await waitFor(() => expect(identification).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('masks the CEP and calls the lookup once it is complete', async () => {
    const user = userEvent.setup();
    const lookup = vi.fn();
    render(<AddressForm onSave={vi.fn()} lookup={lookup} />);
    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '0131010');
    expect(lookup).not.toHaveBeenCalled();
    await user.type(cep, '0');
    // imask, fetched on the field's first focus, formats what was typed and completes in the field
    await waitFor(() => expect(cep).toHaveValue('01310-100'));
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('01310-100'));
  });

  it('never cuts a field at its limit: the text stays, its message shows at once, and nothing is saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<AddressForm onSave={onSave} />);
    const street = 'Avenida Presidente Juscelino Kubitschek de Oliveira'; // 51 characters
    await user.type(screen.getByLabelText('Endereço'), street);
    await user.type(screen.getByLabelText('Número'), '123456');
    const paste = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await paste('Complemento', 'Bloco C, apartamento 1201');
    await paste('Bairro', 'Jardim Paulista das Américas Sul');
    await paste('Cidade', 'São José do Rio Preto das Flores');

    // still in the last field, not yet left: every message is there already
    expect(screen.getByLabelText('Cidade')).toHaveFocus();
    expect(screen.getByLabelText('Endereço')).toHaveValue(street);
    expect(screen.getByLabelText('Número')).toHaveValue('123456');
    expect(screen.getByLabelText('Complemento')).toHaveValue('Bloco C, apartamento 1201');
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveAccessibleDescription('Limite de caracteres excedido, use abreviações como Av. para Avenida'),
    );
    expect(screen.getByLabelText('Número')).toHaveAccessibleDescription('Limite de 5 dígitos excedido.');
    expect(screen.getByLabelText('Complemento')).toHaveAccessibleDescription('Digite apenas 20 caracteres');
    expect(screen.getByLabelText('Bairro')).toHaveAccessibleDescription('Limite de caracteres excedido, use abreviações como Jd. para Jardim');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription('Limite de caracteres excedido'));
    // the fields not yet visited show nothing before a submit
    expect(screen.getByLabelText('CEP')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveAccessibleDescription('Informe o CEP'));
    expect(screen.getByLabelText('Endereço')).toHaveValue(street);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a pasted street whole, with its message', async () => {
    const user = userEvent.setup();
    render(<AddressForm onSave={vi.fn()} />);
    const street = 'Rua Doutor Antônio Bento de Figueiredo Nogueira Filho'; // 53 characters
    await user.click(screen.getByLabelText('Endereço'));
    await user.paste(street);
    expect(screen.getByLabelText('Endereço')).toHaveValue(street);
    expect(await screen.findByText('Limite de caracteres excedido, use abreviações como Av. para Avenida')).toBeInTheDocument();
  });

  it('saves a complete address on Enter, as the button does', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<AddressForm onSave={onSave} />);
    await user.type(screen.getByLabelText('Identificação do endereço'), 'Casa');
    await user.selectOptions(screen.getByLabelText('Tipo de endereço'), 'Residencial');
    await user.type(screen.getByLabelText('Destinatário'), 'Maria Souza');
    await user.type(screen.getByLabelText('Telefone de contato'), '11987654321');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await user.type(screen.getByLabelText('Endereço'), 'Av. Paulista');
    await user.type(screen.getByLabelText('Número'), '1000');
    await user.type(screen.getByLabelText('Bairro'), 'Bela Vista');
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo');

    await user.type(screen.getByLabelText('Cidade'), '{Enter}');
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        {
          identification: 'Casa',
          addressType: '1',
          receiver: 'Maria Souza',
          phoneContact: '(11) 98765-4321',
          zipCode: '01310-100',
          streetAddress: 'Av. Paulista',
          number: '1000',
          complement: '',
          neighbourhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        expect.anything(),
      ),
    );
  });

  it('shows values filled from outside (a CEP lookup) in the masked fields', async () => {
    function FillFromLookup() {
      const { setFieldValue } = useFormState<AddressValues>();
      return (
        <button type="button" onClick={() => void setFieldValue('zipCode', '70040010')}>
          preencher
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <JetForm schema={addressSchema} initialValues={addressInitialValues} onSubmit={vi.fn()}>
        <AddressFields />
        <FillFromLookup />
      </JetForm>,
    );
    await user.click(screen.getByRole('button', { name: 'preencher' }));
    // imask comes with the field's first focus: until then the value shows as given, then masked
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveValue('70040010'));
    await user.click(screen.getByLabelText('CEP'));
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveValue('70040-010'));
    // and once the mask is bound, a value from outside shows masked at once
    await user.click(screen.getByRole('button', { name: 'preencher' }));
    expect(screen.getByLabelText('CEP')).toHaveValue('70040-010');
  });
});
