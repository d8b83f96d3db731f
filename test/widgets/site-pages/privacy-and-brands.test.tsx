import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { Brands } from '../../../widgets/brands/brands';
import { PrivacyPolicy, PrivacyPolicyView } from '../../../widgets/privacy-policy/privacy-policy';
import { brands, company } from '../../fixtures/api-data';
import { Reply, fakeApi } from '../../fixtures/mock-api';

afterEach(() => vi.restoreAllMocks());

const withPolicy = (policy: Partial<typeof company.privacyPolicy>) => ({ ...company, privacyPolicy: { ...company.privacyPolicy, ...policy } });

describe('<jet-privacy-policy>', () => {
  it("shows 'Política de Privacidade', the store's text and the date of its last change", async () => {
    fakeApi({ company: withPolicy({ policyPrivacy: '<h2>Política de Privacidade</h2><p>Tratamos seus dados conforme a LGPD.</p>' }) });
    render(<PrivacyPolicy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(await screen.findByText('Tratamos seus dados conforme a LGPD.')).toBeInTheDocument();
    expect(screen.getByText(/^Atualizada em \d\d\/10\/2026$/)).toBeInTheDocument();
    // the store's own heading shows the title; the page's h1 stays for assistive technology
    expect(screen.getByRole('heading', { level: 2, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toHaveClass('jet-privacy-policy__title--repeated');
  });

  it("loading: a skeleton of the text under the title, and no 'Atualizada em' before the text (it would show alone, then be pushed down)", () => {
    const { container } = render(<PrivacyPolicyView state="loading" html="" modifiedDate={null} retry={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a política de privacidade…');
    expect(container.querySelector('.jet-privacy-policy__skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(/^Atualizada em/)).not.toBeInTheDocument();
  });

  it('shows the date only together with the text, once the sanitiser is there', async () => {
    fakeApi({ company: withPolicy({ policyPrivacy: '<p>Tratamos seus dados conforme a LGPD.</p>' }) });
    const { container } = render(<PrivacyPolicy />);
    const seen: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (container.querySelector('.jet-privacy-policy__updated')) seen.push(Boolean(container.querySelector('.jet-privacy-policy__content')?.textContent));
    });
    watch.observe(container, { childList: true, subtree: true });
    expect(await screen.findByText(/^Atualizada em/)).toBeInTheDocument();
    watch.disconnect();
    expect(screen.getByText('Tratamos seus dados conforme a LGPD.')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });

  it('sends the shopper to / when the policy is disabled', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ company: withPolicy({ statusPolicyPrivacy: false }) });
    render(<PrivacyPolicy />);
    await expect.poll(() => assign.mock.calls).toEqual([['/']]);
    expect(screen.queryByText('Política de privacidade.')).not.toBeInTheDocument();
  });

  it('says a failed read with a retry, and treats a 200 of another shape the same', async () => {
    let answer: unknown = { fail: 'Erro interno.' };
    fakeApi({ company: () => answer as never });
    render(<PrivacyPolicy />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a política de privacidade.');
    answer = new Reply(200, { data: 42 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = company;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Política de privacidade.')).toBeInTheDocument();
  });
});

describe('<jet-brands all> (the /marcas page)', () => {
  it("lists every brand under the title 'Marcas', each logo with its name, with no 'Ver todos'", async () => {
    const api = fakeApi({ brands });
    render(<Brands all />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcas' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Bossa Moda' });
    expect(link).toHaveAttribute('href', '/bossa-moda/m');
    expect(screen.getAllByRole('listitem')).toHaveLength(brands.length);
    expect(screen.queryByRole('link', { name: 'Ver todos' })).not.toBeInTheDocument();
    expect(api.calls[0]!.params).toBeNull();
  });

  it('says when the store has no brand', async () => {
    fakeApi({ brands: [] });
    render(<Brands all />);
    expect(await screen.findByText('Nenhuma marca cadastrada.')).toBeInTheDocument();
  });

  it('says a failed read (or an answer that is not a list) with a retry', async () => {
    let answer: unknown = new Reply(200, { data: 42 });
    fakeApi({ brands: () => answer as never });
    render(<Brands all />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as marcas.');
    answer = brands;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Aurora Casa' })).toBeInTheDocument();
  });
});
