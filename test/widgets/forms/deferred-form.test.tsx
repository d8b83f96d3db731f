import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { JetForm } from '../../../src/forms/fields/jet-form';
import { SubmitButton } from '../../../src/forms/fields/submit-button';
import { TextField } from '../../../src/forms/fields/text-field';
import type { SchemaLoader } from '../../../src/forms/schema-source';

// formik and yup are counted when imported; formik is held back until the test lets it arrive
const libs = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { formik: vi.fn(), yup: vi.fn(), arrived, arrive };
});
vi.mock('formik', async (importOriginal) => {
  libs.formik();
  await libs.arrived;
  return importOriginal();
});
vi.mock('yup', async (importOriginal) => {
  libs.yup();
  return importOriginal();
});

/** The form's schema, built from yup imported on demand (as a widget's schema module is). */
const buildSchema = () =>
  import('yup').then(({ object, string }) =>
    object({
      name: string().required('Informe seu nome'),
      email: string().required('Informe o e-mail').email('E-mail inválido'),
    }),
  );

/** A schema loader that answers when the test says so (or fails, when it says so). */
function gatedSchema() {
  let release: (outcome?: 'fail') => void = () => {};
  const load = vi.fn<SchemaLoader>(
    () =>
      new Promise<AnyObjectSchema>((resolve, reject) => {
        release = (outcome) => (outcome === 'fail' ? reject(new Error('offline')) : void buildSchema().then(resolve));
      }),
  );
  return { load, release: (outcome?: 'fail') => act(() => release(outcome)) };
}

function Form({ schema, onSubmit = vi.fn() }: { schema: SchemaLoader; onSubmit?: (values: { name: string; email: string }) => unknown }) {
  return (
    <JetForm schema={schema} initialValues={{ name: '', email: '' }} onSubmit={async (values) => void (await onSubmit(values))} aria-label="Cadastro">
      <TextField name="name" label="Nome" />
      <TextField name="email" type="email" label="E-mail" />
      <SubmitButton>Enviar</SubmitButton>
    </JetForm>
  );
}

describe('a JetForm before and after its first need', () => {
  it('renders and takes input without formik, yup or its schema, and asks for none of them', async () => {
    const schema = vi.fn<SchemaLoader>(buildSchema);
    render(<Form schema={schema} />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    // text put in without a focus (as a browser's autofill may): kept, and still nothing loads
    fireEvent.change(name, { target: { value: 'Ana Souza' } });
    expect(name).toHaveValue('Ana Souza');
    // every import started so far has arrived (formik's or yup's would count as they do)
    await act(() => vi.dynamicImportSettled());
    expect(libs.formik).not.toHaveBeenCalled();
    expect(libs.yup).not.toHaveBeenCalled();
    expect(schema).not.toHaveBeenCalled();
    // the markup is the form's own: nothing validated, no error, the button enabled (validity not known yet)
    expect(screen.getByRole('form', { name: 'Cadastro' })).toHaveClass('jet-form');
    expect(screen.getByRole('form', { name: 'Cadastro' })).toHaveAttribute('data-state', 'ready');
    expect(name.closest('.jet-field')).toHaveAttribute('data-state', 'pristine');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('loads them on the first focus; Formik takes over with what was typed, the same field, its focus and caret', async () => {
    const schema = vi.fn<SchemaLoader>(buildSchema);
    render(<Form schema={schema} />);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' });
    const button = screen.getByRole('button', { name: 'Enviar' });
    fireEvent.change(name, { target: { value: 'Ana Souza' } });
    act(() => {
      name.focus();
      name.setSelectionRange(3, 3);
    });
    expect(schema).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(libs.formik).toHaveBeenCalled());
    // typed while Formik is on its way: kept too
    fireEvent.change(name, { target: { value: 'Ana Maria Souza' } });
    act(() => name.setSelectionRange(9, 9));
    expect(button).toBeEnabled();
    libs.arrive();
    // Formik validates once it runs the form (validateOnMount): the e-mail is missing, the button is disabled
    await waitFor(() => expect(button).toBeDisabled());
    const after = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' });
    expect(after).toBe(name);
    expect(after).toHaveValue('Ana Maria Souza');
    expect(after).toHaveFocus();
    expect(after.selectionStart).toBe(9);
    // and from now on Formik validates: the e-mail's error shows once it is left
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(email);
    await userEvent.tab();
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name.closest('.jet-field')).toHaveAttribute('data-state', 'valid');
  });

  it('runs a submit asked for before they arrive once they do: validated, the first error focused, nothing sent', async () => {
    const schema = gatedSchema();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form schema={schema.load} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana Souza' } });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // asked for, and waiting for the validation: the button says so
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('form', { name: 'Cadastro' })).toHaveAttribute('data-state', 'loading');
    schema.release();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Informe o e-mail'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza');
    expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-busy');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid form submitted before they arrive once, with the values typed', async () => {
    const schema = gatedSchema();
    const onSubmit = vi.fn();
    render(<Form schema={schema.load} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'ana@example.com' } });
    // Enter in a field submits the form (implicit submission), with no focus event before it
    fireEvent.submit(screen.getByRole('form', { name: 'Cadastro' }));
    expect(schema.load).toHaveBeenCalledTimes(1);
    schema.release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana Souza', email: 'ana@example.com' });
  });

  it('keeps the form as typed when the download fails, and tries again at the next need', async () => {
    const schema = gatedSchema();
    const user = userEvent.setup();
    render(<Form schema={schema.load} />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: 'Ana' } });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    schema.release('fail');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-busy'));
    expect(name).toHaveValue('Ana');
    expect(screen.queryByText('Informe o e-mail')).not.toBeInTheDocument();
    // the next focus asks again, and this time the validation arrives
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(schema.load).toHaveBeenCalledTimes(2);
    schema.release();
    await user.tab();
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    expect(name).toHaveValue('Ana');
  });
});
