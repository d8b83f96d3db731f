import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { $breadcrumbTrail } from '../../../src/stores/page';
import { query } from '../../../src/stores/query';
import { InstitutionalLinks } from '../../../widgets/institutional-links/institutional-links';
import { InstitutionalPage } from '../../../widgets/institutional-page/institutional-page';
import { idsFromPath } from '../../../widgets/institutional-page/use-institutional-page';
import { Reply, fakeApi } from '../../fixtures/mock-api';
import { customPages, deliveryPage, faqs } from '../../fixtures/site-pages-data';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('meta[name="keywords"], meta[name="description"]').forEach((meta) => meta.remove());
});

describe('<jet-institutional-page>', () => {
  it("shows the content's name as the title and its HTML, and gives the breadcrumb and the page's meta their texts", async () => {
    const description = Object.assign(document.createElement('meta'), { name: 'description', content: 'Jet Store' });
    document.head.append(description);
    const api = fakeApi({ customPage: deliveryPage });
    render(<InstitutionalPage idCustomPage={1} idCustomPageContent={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a página…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de entrega' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'até 8 dias úteis' })).toBeInTheDocument();
    expect(api.calls[0]!.params).toBe('idCustomPage=1&idCustomPageContent=1');
    expect($breadcrumbTrail.get()).toEqual([{ name: 'Política de entrega', url: '/institucional/1/1' }]);
    expect(description.content).toBe('Prazos e formas de entrega da Jet Store');
  });

  it('sends the shopper to /404 when the ids name no content', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ customPage: { fail: 'Página não encontrada.', status: 404, code: 'NOT_FOUND' } });
    render(<InstitutionalPage idCustomPage={1} idCustomPageContent={99} />);
    await expect.poll(() => assign.mock.calls).toEqual([['/404']]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failed read with a retry, which loads the page again', async () => {
    let fail = true;
    fakeApi({ customPage: () => (fail ? { fail: 'Erro interno.' } : deliveryPage) });
    render(<InstitutionalPage idCustomPage={1} idCustomPageContent={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta página.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de entrega' })).toBeInTheDocument();
  });

  it('treats a 200 of another shape as a failed read, with no TypeError', async () => {
    fakeApi({ customPage: new Reply(200, { data: 42 }) });
    render(<InstitutionalPage idCustomPage={1} idCustomPageContent={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta página.');
  });

  it('reads the ids from the address', () => {
    expect(idsFromPath('/institucional/1/3')).toEqual({ idCustomPage: 1, idCustomPageContent: 3 });
    expect(idsFromPath('/institucional/1')).toBeNull();
    expect(idsFromPath('/institucional/0/1')).toBeNull();
    expect(idsFromPath('/institucional/a/1')).toBeNull();
  });
});

describe('<jet-institutional-links>', () => {
  it("lists each custom page's contents under its name, and the FAQ link last", async () => {
    fakeApi({ customPages, faqs });
    render(<InstitutionalLinks />);
    const nav = await screen.findByRole('navigation', { name: 'Links institucionais' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Institucional' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Política de entrega' })).toHaveAttribute('href', '/institucional/1/1');
    expect(within(nav).getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/institucional/1/2');
    expect(within(nav).getByRole('link', { name: 'Como comprar' })).toHaveAttribute('href', '/institucional/2/5');
    const links = within(nav).getAllByRole('link');
    await expect.poll(() => within(nav).queryByRole('link', { name: 'Perguntas Frequentes' })).not.toBeNull();
    expect(within(nav).getAllByRole('link').at(-1)).toHaveAttribute('href', '/perguntas-frequentes');
    expect(links.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves the FAQ link out when the store has no FAQ', async () => {
    const api = fakeApi({ customPages, faqs: [] });
    render(<InstitutionalLinks />);
    const nav = await screen.findByRole('navigation', { name: 'Links institucionais' });
    await expect.poll(() => api.calls.length).toBe(2);
    expect(within(nav).queryByRole('link', { name: 'Perguntas Frequentes' })).not.toBeInTheDocument();
  });

  it('shows only the FAQ link when the pages cannot be read (ignored silently)', async () => {
    fakeApi({ customPages: { fail: 'Erro interno.' }, faqs });
    render(<InstitutionalLinks />);
    const nav = await screen.findByRole('navigation', { name: 'Links institucionais' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Perguntas Frequentes']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing when neither list can be read, nor when they answer another shape', async () => {
    for (const answers of [
      { customPages: { fail: 'Erro interno.' }, faqs: { fail: 'Erro interno.' } },
      { customPages: new Reply(200, { data: 42 }), faqs: new Reply(200, 'x') },
    ] as const) {
      const api = fakeApi(answers);
      const { unmount } = render(<InstitutionalLinks />);
      await expect.poll(() => api.calls.length).toBe(2);
      // both answers are in (failed or of another shape)
      for (const name of ['customPages', 'faqs'] as const) await waitFor(() => expect(query(name).value?.status).not.toBe('loading'));
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      unmount();
    }
  });
});
