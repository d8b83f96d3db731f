import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/i18n/all';
import { formValidation } from '../../../src/i18n/catalogue/form-validation';
import { forms as labels } from '../../../src/i18n/catalogue/forms';

// the forms' texts: the labels and kit texts (with the page) and the validation messages (with the schemas)
const forms = { ...labels, ...formValidation };

/**
 * Every message of customer-area §5 (and the §8 texts its forms use), catalogue-and-discovery §5 and
 * §9, cart-and-purchase §5 and §9, with the spelling slips fixed as the spec's README asks.
 */
const SPEC_MESSAGES = [
  // customer-area §5
  'Informe seu nome',
  'Informe ao menos 3 caracteres',
  'Informe o nome corretamente', // 'correntamente' in the spec
  'Informe nome válido',
  'Informe um CPF ou CNPJ Válido', // 'Valido'
  'Informe um CPF Válido',
  'Informe um CNPJ Válido',
  'Data Inválida',
  'Informe seu telefone',
  'Informe um Telefone Válido',
  'Informe um Número Válido', // 'Numero Valido'
  'Informe o CEP',
  'CEP Inválido',
  'Limite de caracteres excedido, use abreviações como Av. para Avenida',
  'Limite de 5 dígitos excedido.', // 'digitos'
  'Digite apenas 20 caracteres',
  'Limite de caracteres excedido',
  'Campo Obrigatório',
  'Informe um email válido',
  'Informe uma senha válida', // 'valida'
  'A senha deve ter no mínimo 8 dígitos',
  'As senhas digitadas são diferentes!',
  'É necessário ler e aceitar os termos.',
  'É necessário ler e aceitar a política de privacidade.',
  'Os endereços de e-mail não conferem.',
  'Favor preencher os campos corretamente.',
  'CPF ou CNPJ inválido',
  'Informe um E-mail, CPF ou CNPJ.',
  'Informe um E-mail, CPF ou CNPJ válido.', // 'valido'
  'Informe um E-mail ou CNPJ válido.', // 'valido'
  'Informe a Senha',
  'Preencha os campos corretamente!',
  'Informe uma chave de acesso',
  // catalogue-and-discovery §5 and §9
  'E-mail Inválido',
  'Digite ao menos 03 caracteres para realizar sua pesquisa.',
  'Informe seu Nome',
  'Informe o Email',
  'Informe o Telefone',
  'Selecione o Estado',
  'Informe a Cidade',
  'Selecione a Descrição',
  'Informe o assunto',
  'Temos apenas {n} em estoque.',
  'Selecione primeiro as variações',
  'Selecione as variações do produto para comprá-lo.', // 'compra-lo'
  'Selecione as variações do produto para realizar o orçamento.',
  'Por favor, selecione a variação que deseja ser notificado',
  'Temos apenas {n} itens em estoque, e já existe(m) {k} unidade(s) deste produto no carrinho.',
  '{percent} OFF',
  // cart-and-purchase §5 and §9
  'Por favor, digite um valor entre 1 e 9999',
  'Por favor, insira um cep.',
  'Ops.. Exclua os produtos esgotados do carrinho.',
  'Informe o Nome',
  'Frete Grátis',
  '(Envio Imediato)',
  '(*)',
];

describe('the forms catalogue', () => {
  const values = Object.values(catalogue) as string[];

  it.each(SPEC_MESSAGES)('holds the spec message %j exactly once', (text) => {
    expect(values.filter((value) => value === text)).toHaveLength(1);
  });

  it('holds each of its texts once, and none that another part of the catalogue holds', () => {
    const own = Object.values(forms) as string[];
    expect(new Set(own).size).toBe(own.length);
    const others = Object.entries(catalogue)
      .filter(([key]) => !(key in forms))
      .map(([, value]) => value as string);
    expect(own.filter((text) => others.includes(text))).toEqual([]);
  });

  it('keeps none of the spelling slips the spec README lists', () => {
    const slips = ['correntamente', 'Valido', 'valido', 'Numero', 'digitos', 'compra-lo', 'senha valida'];
    for (const text of Object.values(forms) as string[]) {
      for (const slip of slips) expect(text).not.toContain(slip);
    }
  });
});
