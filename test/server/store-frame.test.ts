import { describe, expect, it } from 'vitest';
import type { CompanyInfo, CompanyWhatsApp, PaymentGatewayFlags, RatingSeal, Seal, SocialNetwork } from '../../src/api/operations';
import { serverForThisFile } from './helpers';

const { client } = serverForThisFile();

async function answer<T>(request: string): Promise<T> {
  const response = await client.call(request);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe('the store frame', () => {
  it('answers the shown seals in order, image seals and code seals', async () => {
    const seals = await answer<Seal[]>('getSeals');
    expect(seals.map((s) => s.name)).toEqual(['Site Seguro', 'Compra Segura', 'Loja Protegida']);
    expect(seals[0]).toEqual({ name: 'Site Seguro', link: '/institucional/1/1', image: '/assets/seals/site-seguro.svg', code: '' });
    expect(seals[2]!.code).toContain('<strong>Loja Protegida</strong>');
  });

  it('answers the rating seal id', async () => {
    expect(await answer<RatingSeal>('getRatingSeal')).toEqual({ idEBit: '123456' });
  });

  it('answers every social network entry with its show flag, by position', async () => {
    const networks = await answer<SocialNetwork[]>('getSocialNetworks');
    expect(networks.map((n) => [n.identifier, n.show])).toEqual([
      ['instagram', true],
      ['facebook', true],
      ['whatsapp', true],
      ['youtube', true],
      ['tiktok', false],
    ]);
    expect(networks[2]).toEqual({ identifier: 'whatsapp', content: '5511940028922', contactMessage: 'Olá! Vim pela loja e gostaria de ajuda.', show: true, position: 3 });
  });

  it("answers the company's WhatsApp for the floating button", async () => {
    expect(await answer<CompanyWhatsApp>('getCompanyWhatsApp')).toEqual({ whatsapp: '5511940028922', whatsappMessage: 'Olá! Vim pela loja e gostaria de ajuda.' });
  });

  it("answers the company's name, CNPJ and address", async () => {
    expect(await answer<CompanyInfo>('getCompanyInfo')).toEqual({
      name: 'Jet Store Comércio Eletrônico Ltda',
      nameStore: 'Jet Store',
      cnpj: '11222333000181',
      address: { street: 'Avenida Paulista', number: '1000', complement: 'Conjunto 42', district: 'Bela Vista', city: 'São Paulo', state: 'SP', postcode: '01310100' },
    });
  });

  it('answers the gateways with their methods and brands, with the special ids for boleto, Pix and transfer', async () => {
    const gateways = await answer<PaymentGatewayFlags[]>('getPaymentFlags');
    // the flags read gateways 17 and 20 (catalogue-and-discovery §3): the seeded brands sit on them
    expect(gateways.map((g) => [g.idPaymentGateway, g.name])).toEqual([[17, 'Cartão de crédito'], [20, 'Boleto bancário']]);
    expect(gateways[0]!.paymentMethods[0]!.paymentBrands.map((b) => b.name)).toEqual(['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Diners Club']);
    const ids = gateways.flatMap((g) => g.paymentMethods.flatMap((m) => m.paymentBrands.map((b) => b.idPaymentBrand)));
    expect(ids).toEqual(expect.arrayContaining([321, 322, 323]));
    expect(gateways[1]!.paymentMethods.map((m) => m.name)).toEqual(['Boleto', 'Transferência bancária']);
  });
});
