import { describe, expect, it } from 'vitest';
import type { Banner } from '../../src/api/operations';
import { serverForThisFile } from './helpers';

const { client } = serverForThisFile();

const banners = async (request: string, params: string) => {
  const response = await client.call(request, params);
  expect(response.statusCode).toBe(200);
  return response.json<Banner[]>();
};

describe('home banners', () => {
  it('answers the banners of a type in position order, with the random flag as stored', async () => {
    const full = await banners('getHomeBanners', 'type=F');
    expect(full.map((b) => b.name)).toEqual(['Semana da Casa', 'Moda de Verão']);
    expect(full[0]).toEqual({
      idBanner: expect.any(Number),
      name: 'Semana da Casa',
      nameFileImage: `/img/banners/${full[0]!.idBanner}.svg`,
      link: '/casa/sala/c',
      description: '<p><strong>Semana da Casa:</strong> até 30% OFF em sala e quarto.</p>',
      random: 1,
    });
    const central = await banners('getHomeBanners', 'type=C');
    expect(central.map((b) => [b.name, b.random])).toEqual([
      ['Ofertas Relâmpago', 0],
      ['Lançamentos', 0],
    ]);
    expect(await banners('getHomeBanners', 'type=L')).toHaveLength(2);
    expect((await banners('getHomeBanners', 'type=R')).map((b) => b.name)).toEqual(['Entrega para todo o Brasil']);
  });

  it('refuses a missing or unknown type with 400 in pt-BR', async () => {
    for (const params of ['', 'type=X', 'type=FF']) {
      const response = await client.call('getHomeBanners', params);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Parâmetros da requisição inválidos.', code: 'INVALID_INPUT' });
    }
  });
});

describe('category, group and brand banners', () => {
  it('finds category banners by the path of up to three segments plus /c', async () => {
    const sala = await banners('getCategoryBanners', 'Type=F&textLink=casa/sala/c');
    expect(sala).toHaveLength(1);
    expect(sala[0]).toMatchObject({ name: 'Sala', link: '/casa/sala/c' });
    expect(sala[0]!.description).toContain('<strong>Sala</strong>');
    // A leading slash, a missing /c and deeper paths reach the same banners.
    expect(await banners('getCategoryBanners', 'Type=F&textLink=/casa/sala')).toEqual(sala);
    expect(await banners('getCategoryBanners', `Type=F&textLink=${encodeURIComponent('casa/sala')}/c`)).toEqual(sala);
    // Another type has none.
    expect(await banners('getCategoryBanners', 'Type=L&textLink=casa/sala/c')).toEqual([]);
    // An unknown category has none.
    expect(await banners('getCategoryBanners', 'Type=F&textLink=nao-existe/c')).toEqual([]);
    // accents, as the widgets send a friendly URL (decoded by src/routes)
    expect(await banners('getCategoryBanners', `Type=F&textLink=${encodeURIComponent('moda/calçados/c')}`)).toEqual([]);
  });

  it('finds group banners by first segment plus /g and brand banners plus /m', async () => {
    const group = await banners('getGroupBanners', 'textLink=ofertas-relampago/g');
    expect(group.map((b) => b.name)).toEqual(['Ofertas Relâmpago']);
    const brands = await client.call('getBrands', 'onlyFeatured=true');
    const featured = brands.json<Array<{ name: string; urlFriendly: string }>>()[0]!;
    const brand = await banners('getGroupBanners', `textLink=${featured.urlFriendly}/m`);
    expect(brand.map((b) => b.name)).toEqual([featured.name]);
    expect(await banners('getGroupBanners', 'textLink=nao-existe/g')).toEqual([]);
  });

  it('refuses a malformed path with 400', async () => {
    for (const [request, params] of [
      ['getCategoryBanners', 'Type=F'],
      ['getCategoryBanners', 'Type=F&textLink=casa/<script>/c'],
      ['getCategoryBanners', 'Type=F&textLink=ofertas/g'],
      ['getGroupBanners', ''],
      ['getGroupBanners', 'textLink=casa/sala/c'],
    ] as const) {
      expect((await client.call(request, params)).statusCode).toBe(400);
    }
  });
});

describe('banner images', () => {
  it('draws a wide SVG with the banner name', async () => {
    const [banner] = await banners('getHomeBanners', 'type=F');
    const response = await client.get(banner!.nameFileImage);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<title>Semana da Casa</title>');
    expect(response.body).toMatch(/viewBox="0 0 1200 360"/);
    expect((await client.get('/img/banners/999999.svg')).statusCode).toBe(404);
    expect((await client.get('/img/banners/abc.svg')).statusCode).toBe(404);
  });
});
