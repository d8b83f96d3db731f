import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyInfo } from '../../../widgets/company-info/company-info';
import { PaymentFlags } from '../../../widgets/payment-flags/payment-flags';
import { SecuritySeals } from '../../../widgets/security-seals/security-seals';
import { SocialLinks } from '../../../widgets/social-links/social-links';
import { whatsappUrl } from '../../../widgets/social-links/use-social-links';
import { AssistedSale } from '../../../widgets/assisted-sale/assisted-sale';
import { B2b } from '../../../widgets/b2b/b2b';
import { fakeApi } from '../../fixtures/mock-api';
import { companyInfo, companyWhatsApp, paymentFlags, ratingSeal, seals, socialNetworks } from '../../fixtures/store-frame-data';

describe('<jet-security-seals>', () => {
  it("shows 'Segurança' with each seal, its link, the sanitised seal code and the rating seal", async () => {
    fakeApi({ seals, ratingSeal });
    render(<SecuritySeals />);
    const block = await screen.findByRole('region', { name: 'Segurança' });
    expect(within(block).getByRole('img', { name: 'Site Seguro' }).closest('a')).toHaveAttribute('href', '/institucional/1/1');
    const external = within(block).getByRole('img', { name: 'Compra Segura' }).closest('a')!;
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await within(block).findByText('Loja Protegida')).toBeInTheDocument();
    expect(block.querySelector('script')).toBeNull();
    expect((window as { __sealRan?: boolean }).__sealRan).toBeUndefined();
    expect(within(block).getByRole('link', { name: 'Avaliação da loja: Loja avaliada pelos clientes' })).toHaveAttribute('href', 'https://www.ebit.com.br/123456');
  });

  it('shows no rating seal without an idEBit, and hides itself with nothing to show', async () => {
    fakeApi({ seals: [seals[0]!], ratingSeal: { idEBit: null } });
    const { unmount } = render(<SecuritySeals heading="Compra segura" />);
    const block = await screen.findByRole('region', { name: 'Compra segura' });
    await within(block).findByRole('img', { name: 'Site Seguro' });
    expect(within(block).queryByText('Loja avaliada pelos clientes')).not.toBeInTheDocument();
    unmount();
    fakeApi({ seals: { fail: 'Erro interno.' }, ratingSeal: { idEBit: null } });
    const { container } = render(<SecuritySeals />);
    await expect.poll(() => container.querySelector('.jet-security-seals')?.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('<jet-payment-flags>', () => {
  /** The flags as a screen reader meets them: each list item's image by its name, or its text. */
  const flagNames = (block: HTMLElement) =>
    within(block)
      .queryAllByRole('listitem')
      .map((li) => within(li).queryByRole('img')?.getAttribute('aria-label') ?? li.textContent);

  it('lists the card brands, then boleto, Pix and bank transfer by their ids, each once, as labelled marks', async () => {
    fakeApi({ paymentFlags });
    render(<PaymentFlags />);
    const block = await screen.findByRole('region', { name: 'Formas de pagamento' });
    await expect.poll(() => flagNames(block)).toEqual(['Visa', 'Mastercard', 'Elo', 'Boleto', 'Pix', 'Transferência bancária']);
    for (const name of ['Visa', 'Mastercard', 'Elo', 'Boleto', 'Pix', 'Transferência bancária']) {
      expect(within(block).getByRole('img', { name }).querySelector('path, circle, text')).not.toBeNull();
    }
  });

  it('draws the marks of every seeded card brand, and names a brand it has no mark for', async () => {
    const brands = ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Diners Club', 'Sorocred'];
    const slugs = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners', 'sorocred'];
    fakeApi({
      paymentFlags: [
        {
          idPaymentGateway: 17,
          name: 'Cartão de crédito',
          paymentMethods: [{ name: 'Cartão', paymentBrands: brands.map((name, i) => ({ name, namePayment: slugs[i]!, idPaymentBrand: i + 1 })) }],
        },
      ],
    });
    render(<PaymentFlags />);
    const block = await screen.findByRole('region', { name: 'Formas de pagamento' });
    await expect.poll(() => flagNames(block)).toEqual(brands);
    expect(within(block).getAllByRole('img')).toHaveLength(6);
    expect(within(block).getByText('Sorocred')).toBeInTheDocument();
  });

  it('reads only gateways 17 and 20: the brands of any other gateway show no flag', async () => {
    const other = { idPaymentGateway: 5, name: 'Outro', paymentMethods: [{ name: 'Cartão', paymentBrands: [{ name: 'Hipercard', namePayment: 'hipercard', idPaymentBrand: 5 }] }] };
    fakeApi({ paymentFlags: [other, paymentFlags[1]!] });
    render(<PaymentFlags />);
    const block = await screen.findByRole('region', { name: 'Formas de pagamento' });
    await expect.poll(() => flagNames(block)).toEqual(['Visa', 'Boleto', 'Pix', 'Transferência bancária']);
    expect(within(block).queryByRole('img', { name: 'Hipercard' })).not.toBeInTheDocument();
  });

  it('hides itself when the gateways list no brand, or the answer has another shape', async () => {
    fakeApi({ paymentFlags: [{ idPaymentGateway: 1, name: 'x', paymentMethods: [] }] });
    const { container, unmount } = render(<PaymentFlags />);
    await expect.poll(() => container.querySelector('.jet-payment-flags')?.getAttribute('data-state')).toBe('empty');
    unmount();
    fakeApi({ paymentFlags: { data: 42 } as never });
    const second = render(<PaymentFlags />);
    await expect.poll(() => second.container.querySelector('.jet-payment-flags')?.getAttribute('data-state')).toBe('empty');
  });
});

describe('<jet-social-links>', () => {
  it('links the shown networks by position, in a new tab, leaving out hidden ones and unsafe addresses', async () => {
    fakeApi({ socialNetworks });
    render(<SocialLinks />);
    const bar = await screen.findByRole('region', { name: 'Siga a loja' });
    const links = await within(bar).findAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Instagram da loja (abre em nova aba)', 'https://www.instagram.com/jetstore.example'],
      ['Facebook da loja (abre em nova aba)', 'https://www.facebook.com/jetstore.example'],
      ['WhatsApp da loja (abre em nova aba)', 'https://wa.me/5511940028922?text=Ol%C3%A1!%20Vim%20pela%20loja.'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("floats a WhatsApp button with the company's number and message", async () => {
    fakeApi({ companyWhatsApp });
    render(<SocialLinks variant="whatsapp" />);
    const button = await screen.findByRole('link', { name: 'Fale com a loja pelo WhatsApp (abre em nova aba)' });
    expect(button).toHaveAttribute('href', 'https://wa.me/5511940028922?text=Ol%C3%A1!%20Vim%20pela%20loja%20e%20gostaria%20de%20ajuda.');
  });

  it('builds wa.me links from digits only, adding Brazil to a local number, nothing without a number', () => {
    expect(whatsappUrl('(11) 94002-8922')).toBe('https://wa.me/5511940028922');
    expect(whatsappUrl('5511940028922', 'Oi & tchau')).toBe('https://wa.me/5511940028922?text=Oi%20%26%20tchau');
    expect(whatsappUrl('')).toBe('');
  });
});

describe('<jet-company-info>', () => {
  it('shows the legal name, the formatted CNPJ and the address', async () => {
    fakeApi({ companyInfo });
    render(<CompanyInfo />);
    expect(await screen.findByText('Jet Store Comércio Eletrônico Ltda')).toBeInTheDocument();
    expect(screen.getByText('CNPJ: 11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('Avenida Paulista, 1000 - Conjunto 42 - Bela Vista - São Paulo/SP - CEP 01310-100')).toBeInTheDocument();
  });
});

describe('placeholders', () => {
  it('<jet-assisted-sale> and <jet-b2b> render nothing', () => {
    const { container } = render(
      <>
        <AssistedSale />
        <B2b />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
