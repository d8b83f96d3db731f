import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { company, signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { contactAnswers } from '../../../stories/contact-fixtures';
import { Contact } from '../../../widgets/contact/contact';
import { CustomerIdentification } from '../../../widgets/customer-identification/customer-identification';
import { CustomerRegister } from '../../../widgets/customer-register/customer-register';
import { Login } from '../../../widgets/login/login';

// What a form page must not fetch before the form is used (issue 24): counted when imported
const loaded = vi.hoisted(() => ({ formik: vi.fn(), yup: vi.fn(), botCheck: vi.fn(), social: vi.fn() }));
vi.mock('formik', async (importOriginal) => {
  loaded.formik();
  return importOriginal();
});
vi.mock('yup', async (importOriginal) => {
  loaded.yup();
  return importOriginal();
});
vi.mock('../../../src/customer/bot-check', async (importOriginal) => {
  loaded.botCheck();
  return importOriginal();
});
vi.mock('../../../src/customer/social', async (importOriginal) => {
  loaded.social();
  return importOriginal();
});

/** Every import the page has started has arrived (each mocked module counts itself as it loads). */
const settle = () => act(() => vi.dynamicImportSettled());

describe('the form widgets before anyone uses them', () => {
  it('login, identification, registration and contact show their forms without formik, yup, the bot check or the social adapters', async () => {
    fakeApi({
      ...contactAnswers,
      company,
      loginStatus: { data: signedOut },
      newsletterCategories: [],
      socialProviders: [{ name: 'Google', appId: 'offline-google' }],
    });
    render(
      <>
        <Login />
        <CustomerIdentification />
        <CustomerRegister mode="register" />
        <Contact />
      </>,
    );
    expect(await screen.findByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nome completo' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'E-mail, CPF ou CNPJ' })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Assunto' })).toBeInTheDocument();
    await settle();
    expect(loaded.formik).not.toHaveBeenCalled();
    expect(loaded.yup).not.toHaveBeenCalled();
    expect(loaded.botCheck).not.toHaveBeenCalled();
    expect(loaded.social).not.toHaveBeenCalled();

    // a form's first focus brings formik, yup and its schema, and starts the bot check its submit will need
    await userEvent.click(screen.getByRole('textbox', { name: 'Assunto' }));
    await settle();
    expect(loaded.formik).toHaveBeenCalled();
    expect(loaded.yup).toHaveBeenCalled();
    expect(loaded.botCheck).toHaveBeenCalled();
    expect(loaded.social).not.toHaveBeenCalled();
  });
});
