/**
 * Seed of the store's own pages: the FAQ (delivery, payment by Pix and boleto, exchanges, WhatsApp) and
 * the custom pages. Custom page 1 'Institucional' holds content 1 'Política de entrega' (the home's
 * delivery banner links /institucional/1/1), 2 'Sobre nós', 3 'Trocas e devoluções' and 4 'Formas de
 * pagamento'; page 2 'Ajuda' holds 5 'Como comprar'. Explicit ids: the same seed gives the same addresses.
 * The texts agree with the rest of the seed (shipping modes, free-shipping rules, gateways, WhatsApp).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { customPageContents, customPages, faqs } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [question, answer HTML]. */
const FAQS: ReadonlyArray<readonly [question: string, answer: string]> = [
  [
    'Qual é o prazo de entrega?',
    '<p>O prazo depende do CEP e da forma de envio escolhida: a <strong>Econômica</strong> entrega em até 8 dias úteis e a <strong>Expressa</strong> em até 3 dias úteis, contados a partir da confirmação do pagamento. Na capital de São Paulo também entregamos por motoboy no mesmo dia.</p><p>Veja todos os detalhes na nossa <a href="/institucional/1/1">Política de entrega</a>.</p>',
  ],
  [
    'O frete é grátis?',
    '<p>Sim, para compras a partir de <strong>R$ 299,00</strong> em todo o Brasil, e a partir de <strong>R$ 199,00</strong> para o estado de São Paulo, na forma de envio Econômica.</p>',
  ],
  [
    'Quais são as formas de pagamento?',
    '<p>Aceitamos <strong>cartão de crédito</strong> (Visa, Mastercard, Elo e American Express) em até 12x sem juros, <strong>Pix</strong> e <strong>boleto bancário</strong>.</p>',
  ],
  [
    'Como funciona o pagamento por Pix?',
    '<p>Ao finalizar o pedido, mostramos um QR Code e o código Pix copia e cola. Abra o aplicativo do seu banco, escaneie o código ou cole-o na área Pix e confirme. O pagamento é aprovado em poucos minutos e o pedido segue para separação.</p>',
  ],
  [
    'Qual é o prazo de compensação do boleto?',
    '<p>O boleto vence em 3 dias corridos e é compensado em até <strong>2 dias úteis</strong> após o pagamento. O prazo de entrega começa a contar depois da compensação. Você encontra a 2ª via em <a href="/customer/order">Meus pedidos</a>.</p>',
  ],
  [
    'Como faço para trocar ou devolver um produto?',
    '<p>Você tem até <strong>7 dias corridos</strong> após o recebimento para desistir da compra e até 30 dias para trocar um produto com defeito. Fale com a gente pelo e-mail ou pelo WhatsApp informando o número do pedido e enviaremos as instruções de postagem, sem custo para você.</p><p>Leia a política completa em <a href="/institucional/1/3">Trocas e devoluções</a>.</p>',
  ],
  [
    'Vocês atendem pelo WhatsApp?',
    '<p>Sim! Nosso atendimento pelo WhatsApp <strong>(11) 94002-8922</strong> funciona de segunda a sexta, das 9h às 18h, e aos sábados, das 9h às 13h. Você pode tirar dúvidas sobre produtos, acompanhar pedidos e até fazer a sua compra por lá.</p>',
  ],
  [
    'Como acompanho o meu pedido?',
    '<p>Entre na <a href="/customer">Central do Cliente</a> e abra <em>Meus pedidos</em>: lá você vê a situação de cada pedido e o código de rastreio assim que ele for enviado. Também avisamos cada mudança por e-mail.</p>',
  ],
];

/** [id, name, contents: [id, name, titlePage, keywords, HTML]]. */
const CUSTOM_PAGES: ReadonlyArray<
  readonly [id: number, name: string, contents: ReadonlyArray<readonly [id: number, name: string, titlePage: string, keywords: string, content: string]>]
> = [
  [
    1,
    'Institucional',
    [
      [
        1,
        'Política de entrega',
        'Política de entrega e prazos',
        'entrega, frete, prazo, frete grátis',
        `<h2>Para onde entregamos</h2>
<p>A Jet Store entrega em todos os 27 estados do Brasil, pelos Correios e por transportadoras parceiras.</p>
<h2>Formas de envio e prazos</h2>
<table>
<thead><tr><th>Forma de envio</th><th>Prazo</th><th>Onde</th></tr></thead>
<tbody>
<tr><td>Econômica</td><td>até 8 dias úteis</td><td>todo o Brasil</td></tr>
<tr><td>Expressa</td><td>até 3 dias úteis</td><td>todo o Brasil</td></tr>
<tr><td>Motoboy</td><td>no mesmo dia, para pedidos pagos até as 12h</td><td>cidade de São Paulo</td></tr>
<tr><td>Entrega agendada</td><td>na data que você escolher, a partir de 5 dias úteis</td><td>Grande São Paulo</td></tr>
</tbody>
</table>
<p>Os prazos contam a partir da confirmação do pagamento: na hora para cartão e Pix, em até 2 dias úteis para o boleto.</p>
<h2>Frete grátis</h2>
<p>Na forma de envio Econômica, o frete é grátis para compras a partir de <strong>R$ 299,00</strong> em todo o Brasil e a partir de <strong>R$ 199,00</strong> no estado de São Paulo.</p>
<h2>Acompanhamento</h2>
<p>Assim que o pedido sai do nosso centro de distribuição, você recebe o código de rastreio por e-mail e pode acompanhá-lo em <a href="/customer/order">Meus pedidos</a>.</p>`,
      ],
      [
        2,
        'Sobre nós',
        'Sobre a Jet Store',
        'jet store, quem somos, loja online',
        `<h2>Quem somos</h2>
<p>A Jet Store nasceu em 2015, em São Paulo, com uma ideia simples: reunir em um só lugar produtos para a casa, moda, eletrônicos e esporte, com preço justo e entrega rápida para todo o Brasil.</p>
<p>Hoje atendemos clientes de norte a sul do país, com um time de atendimento próprio e um centro de distribuição na capital paulista.</p>
<h2>No que acreditamos</h2>
<ul>
<li><strong>Transparência:</strong> preço, frete e prazo claros antes de você fechar a compra;</li>
<li><strong>Atendimento de gente:</strong> por e-mail, telefone e WhatsApp;</li>
<li><strong>Compra segura:</strong> site protegido e dados tratados conforme a LGPD.</li>
</ul>
<p>Jet Store Comércio Eletrônico Ltda — CNPJ 11.222.333/0001-81 — Av. Paulista, 1000 — São Paulo/SP.</p>`,
      ],
      [
        3,
        'Trocas e devoluções',
        'Política de trocas e devoluções',
        'troca, devolução, arrependimento, defeito',
        `<h2>Direito de arrependimento</h2>
<p>Conforme o Código de Defesa do Consumidor (art. 49), você pode desistir da compra em até <strong>7 dias corridos</strong> após o recebimento. Devolvemos o valor integral, frete incluído, na mesma forma de pagamento.</p>
<h2>Troca por defeito</h2>
<p>Produtos com defeito podem ser trocados em até <strong>30 dias</strong> (bens não duráveis) ou <strong>90 dias</strong> (bens duráveis) após o recebimento.</p>
<h2>Como solicitar</h2>
<ol>
<li>Entre em contato pelo e-mail atendimento@jetstore.example.com ou pelo WhatsApp (11) 94002-8922, com o número do pedido;</li>
<li>Enviaremos um código de postagem dos Correios, sem custo;</li>
<li>Embale o produto com os acessórios e a nota fiscal e leve a uma agência.</li>
</ol>
<p>Recebido o produto, a troca ou o reembolso é feito em até 5 dias úteis.</p>`,
      ],
      [
        4,
        'Formas de pagamento',
        'Formas de pagamento',
        'pagamento, pix, boleto, cartão de crédito, parcelamento',
        `<h2>Cartão de crédito</h2>
<p>Visa, Mastercard, Elo e American Express, em até <strong>12x sem juros</strong> (parcela mínima de R$ 10,00). A aprovação costuma ser imediata.</p>
<h2>Pix</h2>
<p>Pague com o QR Code ou o código copia e cola mostrado ao finalizar o pedido. A confirmação leva poucos minutos e o pedido segue logo para separação.</p>
<h2>Boleto bancário</h2>
<p>Pague em qualquer banco, lotérica ou aplicativo até o vencimento (3 dias corridos). A compensação leva até 2 dias úteis. A 2ª via fica em <a href="/customer/order">Meus pedidos</a>.</p>
<h2>Vale-compra</h2>
<p>Créditos de trocas e campanhas podem ser usados no carrinho, sozinhos ou com outra forma de pagamento.</p>`,
      ],
    ],
  ],
  [
    2,
    'Ajuda',
    [
      [
        5,
        'Como comprar',
        'Como comprar na Jet Store',
        'como comprar, cadastro, carrinho',
        `<ol>
<li>Encontre o produto pela busca, pelo menu de categorias ou pelas vitrines da página inicial;</li>
<li>Escolha as variações (cor, tamanho, voltagem) e clique em <strong>Adicionar ao Carrinho</strong>;</li>
<li>No carrinho, calcule o frete com o seu CEP e aplique o cupom de desconto, se tiver;</li>
<li>Identifique-se com o seu e-mail, CPF ou CNPJ: se ainda não tem cadastro, ele é feito na hora;</li>
<li>Escolha o endereço, a forma de envio e a forma de pagamento e confirme o pedido.</li>
</ol>
<p>Ficou com dúvida? Veja as <a href="/perguntas-frequentes">Perguntas Frequentes</a>.</p>`,
      ],
    ],
  ],
];

export async function seedSitePages(tx: Tx): Promise<void> {
  await tx.insert(faqs).values(FAQS.map(([question, answer], index) => ({ id: index + 1, question, answer, position: index + 1 })));
  await tx.insert(customPages).values(CUSTOM_PAGES.map(([id, name], index) => ({ id, name, position: index + 1 })));
  await tx.insert(customPageContents).values(
    CUSTOM_PAGES.flatMap(([customPageId, , contents]) =>
      contents.map(([id, name, titlePage, keywords, content], index) => ({
        id,
        customPageId,
        name,
        titlePage,
        keywords,
        metatag: titlePage,
        content,
        position: index + 1,
      })),
    ),
  );
  // Explicit ids were used: move the sequences past them.
  for (const table of ['faqs', 'custom_pages', 'custom_page_contents']) {
    await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`);
  }
}
