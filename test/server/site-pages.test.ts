import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomPage, CustomPageAnswer, Faq } from '../../src/api/operations';
import { serverForThisFile, TestClient } from './helpers';

const handle = serverForThisFile();
const client = () => new TestClient(handle.server.app);

describe('the FAQ list (getFaqs)', () => {
  it('answers the seeded questions in their order, the answers as store HTML', async () => {
    const response = await client().call('getFaqs');
    expect(response.statusCode).toBe(200);
    const faqs = response.json<Faq[]>();
    expect(faqs.length).toBeGreaterThanOrEqual(6);
    expect(faqs[0]).toEqual({ idFaq: 1, question: 'Qual é o prazo de entrega?', answer: expect.stringContaining('<strong>Econômica</strong>') });
    const questions = faqs.map((faq) => faq.question).join(' ');
    for (const word of ['Pix', 'boleto', 'trocar', 'WhatsApp']) expect(questions).toContain(word);
  });

  it('leaves out inactive questions, and answers an empty list when none is left', async () => {
    await handle.rows(sql`update faqs set active = false where id = 2`);
    const some = (await client().call('getFaqs')).json<Faq[]>();
    expect(some.map((faq) => faq.idFaq)).not.toContain(2);
    await handle.rows(sql`update faqs set active = false`);
    const none = await client().call('getFaqs');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    await handle.rows(sql`update faqs set active = true`);
  });
});

describe('the custom pages (getCustomPages)', () => {
  it("lists each page with its contents' names and no HTML, in order", async () => {
    const response = await client().call('getCustomPages');
    expect(response.statusCode).toBe(200);
    const pages = response.json<CustomPage[]>();
    expect(pages.map((page) => page.name)).toEqual(['Institucional', 'Ajuda']);
    expect(pages[0]).toEqual({
      idCustomPage: 1,
      name: 'Institucional',
      order: 1,
      customPagesContent: [
        { idCustomPageContent: 1, name: 'Política de entrega', titlePage: 'Política de entrega e prazos' },
        { idCustomPageContent: 2, name: 'Sobre nós', titlePage: 'Sobre a Jet Store' },
        { idCustomPageContent: 3, name: 'Trocas e devoluções', titlePage: 'Política de trocas e devoluções' },
        { idCustomPageContent: 4, name: 'Formas de pagamento', titlePage: 'Formas de pagamento' },
      ],
    });
  });

  it('leaves out a page whose contents are all inactive', async () => {
    await handle.rows(sql`update custom_page_contents set active = false where custom_page_id = 2`);
    const pages = (await client().call('getCustomPages')).json<CustomPage[]>();
    expect(pages.map((page) => page.idCustomPage)).toEqual([1]);
    await handle.rows(sql`update custom_page_contents set active = true`);
  });
});

describe('one custom page content (getCustomPage)', () => {
  it('answers the delivery policy the home banner links to (/institucional/1/1)', async () => {
    const response = await client().call('getCustomPage', 'idCustomPage=1&idCustomPageContent=1');
    expect(response.statusCode).toBe(200);
    const page = response.json<CustomPageAnswer>();
    expect(page).toMatchObject({ idCustomPage: 1, name: 'Institucional', content: { idCustomPageContent: 1, name: 'Política de entrega' } });
    expect(page.content.content).toContain('<h2>Frete grátis</h2>');
    expect(page.content.keywords).toContain('frete');
  });

  it('answers 404 NOT_FOUND for an unknown pair, a content of another page, an inactive content or a malformed id', async () => {
    await handle.rows(sql`update custom_page_contents set active = false where id = 4`);
    for (const params of [
      'idCustomPage=1&idCustomPageContent=99',
      'idCustomPage=99&idCustomPageContent=1',
      'idCustomPage=2&idCustomPageContent=1',
      'idCustomPage=1&idCustomPageContent=4',
      'idCustomPage=0&idCustomPageContent=1',
      'idCustomPage=1&idCustomPageContent=1x',
      'idCustomPage=1&idCustomPageContent=9999999999',
    ]) {
      const response = await client().call('getCustomPage', params);
      expect(response.statusCode, params).toBe(404);
      expect(response.json()).toEqual({ error: 'Página não encontrada.', code: 'NOT_FOUND' });
    }
    await handle.rows(sql`update custom_page_contents set active = true`);
  });

  it('refuses missing ids with a 400 in pt-BR', async () => {
    for (const params of ['', 'idCustomPage=1', 'idCustomPageContent=1']) {
      const response = await client().call('getCustomPage', params);
      expect(response.statusCode, params).toBe(400);
      expect(response.json()).toEqual({ error: 'Parâmetros da requisição inválidos.', code: 'INVALID_INPUT' });
    }
  });
});

describe('the pages of the demo store', () => {
  it('serves the FAQ, institutional, privacy-policy and brands pages', async () => {
    for (const path of ['/perguntas-frequentes', '/institucional/1/1', '/politica-de-privacidade', '/marcas']) {
      const response = await client().get(path);
      expect(response.statusCode, path).toBe(200);
    }
  });
});
