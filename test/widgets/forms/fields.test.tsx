import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { cpfCnpjMask } from '../../../src/format/masks';
import { CheckboxField } from '../../../src/forms/fields/checkbox-field';
import { JetForm } from '../../../src/forms/fields/jet-form';
import { MaskedField } from '../../../src/forms/fields/masked-field';
import { QuantityField } from '../../../src/forms/fields/quantity-field';
import { RadioGroupField } from '../../../src/forms/fields/radio-group-field';
import { SelectField } from '../../../src/forms/fields/select-field';
import { SubmitButton } from '../../../src/forms/fields/submit-button';
import { TextField } from '../../../src/forms/fields/text-field';
import { profileOptions } from '../../../src/customer/registration/registration-logic';
import { stateOptions } from '../../../src/forms/options';
import { accountSchema, cartQuantitySchema } from '../../../src/forms/schemas';
import { configure, resetConfig } from '../../../src/api/config';
import { t } from '../../../src/i18n';

const requiredName = object({ name: string().required(() => t('validation.required')) });

describe('TextField', () => {
  it('has a visible label, and its hint and error describe it', async () => {
    const user = userEvent.setup();
    render(
      <JetForm schema={requiredName} initialValues={{ name: '' }} onSubmit={vi.fn()}>
        <TextField name="name" label="Nome" hint="Como no documento" />
      </JetForm>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toHaveAccessibleDescription('Como no documento');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    // the validation loads on the form's first focus
    await waitFor(() => expect(input).toHaveAccessibleDescription('Como no documento Campo Obrigatório'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const root = input.closest('.jet-field');
    expect(root).toHaveAttribute('data-invalid', 'true');
    expect(root).toHaveAttribute('data-state', 'invalid');
    const errorId = input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Campo Obrigatório');
    expect(document.getElementById(errorId)).toHaveClass('jet-field__error');
  });

  it('clears the error once the value is fixed', async () => {
    const user = userEvent.setup();
    render(
      <JetForm schema={requiredName} initialValues={{ name: '' }} onSubmit={vi.fn()}>
        <TextField name="name" label="Nome" />
      </JetForm>,
    );
    const input = screen.getByLabelText('Nome');
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Campo Obrigatório')).toBeInTheDocument();
    await user.type(input, 'Ana');
    await waitFor(() => expect(screen.queryByText('Campo Obrigatório')).not.toBeInTheDocument());
    expect(input.closest('.jet-field')).toHaveAttribute('data-state', 'valid');
  });

  it('reads a message override set after the form was built', async () => {
    const user = userEvent.setup();
    render(
      <JetForm schema={requiredName} initialValues={{ name: '' }} onSubmit={vi.fn()}>
        <TextField name="name" label="Nome" />
      </JetForm>,
    );
    configure({ messages: { 'validation.required': 'Não esqueça este campo' } });
    try {
      await user.click(screen.getByLabelText('Nome'));
      await user.tab();
      expect(await screen.findByText('Não esqueça este campo')).toBeInTheDocument();
    } finally {
      resetConfig();
    }
  });

  it('can be disabled', () => {
    render(
      <JetForm schema={requiredName} initialValues={{ name: 'Ana' }} onSubmit={vi.fn()}>
        <TextField name="name" label="Nome" disabled />
      </JetForm>,
    );
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByLabelText('Nome').closest('.jet-field')).toHaveAttribute('data-disabled', 'true');
  });
});

describe('MaskedField', () => {
  it('switches from the CPF to the CNPJ mask after 11 digits', async () => {
    const user = userEvent.setup();
    render(
      <JetForm schema={object({})} initialValues={{ cpfCnpj: '' }} onSubmit={vi.fn()}>
        <MaskedField name="cpfCnpj" label="CPF ou CNPJ" mask={cpfCnpjMask} />
      </JetForm>,
    );
    const input = screen.getByLabelText('CPF ou CNPJ');
    await user.type(input, '52998224725');
    // imask, fetched on the field's first focus, formats what was typed
    await waitFor(() => expect(input).toHaveValue('529.982.247-25'));
    await user.clear(input);
    await user.type(input, '11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
  });

  it('ignores symbols, and takes letters only as an alphanumeric CNPJ (upper case)', async () => {
    const user = userEvent.setup();
    render(
      <JetForm schema={object({})} initialValues={{ cpfCnpj: '', other: '' }} onSubmit={vi.fn()}>
        <MaskedField name="cpfCnpj" label="CPF ou CNPJ" mask={cpfCnpjMask} />
        <MaskedField name="other" label="Outro" mask={cpfCnpjMask} />
      </JetForm>,
    );
    const input = screen.getByLabelText('CPF ou CNPJ');
    await user.type(input, '529#982!247?25');
    expect(input).toHaveValue('529.982.247-25');
    const other = screen.getByLabelText('Outro');
    await user.type(other, '12abc34501de35');
    expect(other).toHaveValue('12.ABC.345/01DE-35');
  });
});

describe('SelectField', () => {
  it('lists the states after a Selecione option and shows its error', async () => {
    const user = userEvent.setup();
    const schema = object({ state: string().required(() => t('contact.stateRequired')) });
    render(
      <JetForm schema={schema} initialValues={{ state: '' }} onSubmit={vi.fn()}>
        <SelectField name="state" label="Estado" options={stateOptions} />
        <SubmitButton disableWhileInvalid={false}>Enviar</SubmitButton>
      </JetForm>,
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(screen.getAllByRole('option')).toHaveLength(28);
    expect(screen.getByRole('option', { name: 'Selecione' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Selecione o Estado'));
    await user.selectOptions(select, 'Bahia');
    expect(select).toHaveValue('BA');
    await waitFor(() => expect(select).not.toHaveAttribute('aria-invalid'));
  });
});

describe('CheckboxField', () => {
  it('must be ticked when the company requires the terms', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <JetForm
        schema={accountSchema({ requireTerms: true }).pick(['termAccepted'])}
        initialValues={{ termAccepted: false }}
        onSubmit={onSubmit}
      >
        <CheckboxField name="termAccepted" label={t('field.terms')} />
        <SubmitButton disableWhileInvalid={false}>Cadastrar</SubmitButton>
      </JetForm>,
    );
    const box = screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('É necessário ler e aceitar os termos.'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ termAccepted: true }, expect.anything()));
  });

  it('collects several boxes of one name into a list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <JetForm schema={object({})} initialValues={{ categories: [] as string[] }} onSubmit={onSubmit}>
        <CheckboxField name="categories" value="1" label="Ofertas" />
        <CheckboxField name="categories" value="2" label="Lançamentos" />
        <CheckboxField name="categories" value="3" label="Eventos" />
        <SubmitButton>Cadastrar</SubmitButton>
      </JetForm>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Ofertas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Eventos' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ categories: ['1', '3'] }, expect.anything()));
  });
});

describe('RadioGroupField', () => {
  it('is a named radio group whose error describes it', async () => {
    const user = userEvent.setup();
    const schema = object({ profile: string().required(() => t('validation.required')) });
    const onSubmit = vi.fn();
    render(
      <JetForm schema={schema} initialValues={{ profile: '' }} onSubmit={onSubmit}>
        <RadioGroupField name="profile" label={t('field.profile')} options={profileOptions()} />
        <SubmitButton disableWhileInvalid={false}>Próximo</SubmitButton>
      </JetForm>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Tipo de cadastro' });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('Campo Obrigatório'));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pessoa Física' })).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Pessoa Jurídica' }));
    expect(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ profile: 'juridica' }, expect.anything()));
  });
});

describe('QuantityField', () => {
  it('blocks e, comma and period, and keeps the quantity between 1 and 9999', async () => {
    const user = userEvent.setup();
    render(
      <JetForm schema={cartQuantitySchema} initialValues={{ quantity: 1 }} onSubmit={vi.fn()}>
        <QuantityField name="quantity" label="Quantidade" />
      </JetForm>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(input);
    await user.type(input, '1e2,5.3');
    expect(input).toHaveValue(1253);
    await user.tab();
    expect(input).toHaveAccessibleDescription('');
    await user.clear(input);
    await user.type(input, '10000');
    await user.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Por favor, digite um valor entre 1 e 9999'));
  });

  it('lets the other keys through', () => {
    render(
      <JetForm schema={cartQuantitySchema} initialValues={{ quantity: 1 }} onSubmit={vi.fn()}>
        <QuantityField name="quantity" label="Quantidade" />
      </JetForm>,
    );
    const input = screen.getByLabelText('Quantidade');
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'E' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: ',' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '.' })).toBe(false);
  });
});

describe('TextField limit', () => {
  const upTo5 = object({ name: string().max(5, 'No máximo 5 caracteres') });

  it('shows the message of a text pasted past the limit before the validation arrived, and keeps the text', async () => {
    render(
      <JetForm schema={upTo5} initialValues={{ name: '' }} onSubmit={vi.fn()} validateOnMount={false}>
        <TextField name="name" label="Nome" limit={5} />
      </JetForm>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    // the focus starts loading the validation; the paste lands before it is here
    act(() => {
      input.focus();
      fireEvent.change(input, { target: { value: 'abcdefgh' } });
    });
    await waitFor(() => expect(input).toHaveAccessibleDescription('No máximo 5 caracteres'));
    expect(input).toHaveValue('abcdefgh');
    expect(input).toHaveFocus();
  });
});

describe('JetForm and Enter', () => {
  const build = (onSubmit: () => void) => (
    <JetForm schema={requiredName} initialValues={{ name: '' }} onSubmit={onSubmit} aria-label="Recado">
      <TextField name="name" label="Nome" />
      <TextField name="message" label="Mensagem" multiline />
      <SubmitButton>Enviar</SubmitButton>
    </JetForm>
  );

  it('submits on Enter in a field, as the button does', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(build(onSubmit));
    await user.type(screen.getByLabelText('Nome'), 'Ana{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('takes new lines in a textarea without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(build(onSubmit));
    const submits = vi.fn();
    screen.getByRole('form', { name: 'Recado' }).addEventListener('submit', submits);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Mensagem'), 'linha 1{Enter}linha 2');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('linha 1\nlinha 2');
    expect(submits).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('SubmitButton', () => {
  it('shows loading from outside with a custom label', () => {
    render(
      <JetForm schema={object({})} initialValues={{}} onSubmit={vi.fn()}>
        <SubmitButton loading loadingLabel="Calculando…">Calcular</SubmitButton>
      </JetForm>,
    );
    const button = screen.getByRole('button', { name: 'Calculando…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toHaveClass('jet-button');
  });
});
