import { registerMessages } from '..';

/**
 * The contact page's texts ('Fale Conosco', catalogue-and-discovery §2, §7, §8). The field messages are
 * the forms kit's (forms.ts: 'Informe seu Nome', 'Selecione a Descrição' …), the labels too ('field.*').
 */
export const contact = {
  'contact.title': 'Fale Conosco',
  /** Not in the spec: one line under the title. */
  'contact.intro': 'Dúvidas, sugestões ou reclamações? Escreva para nós e responderemos pelo e-mail informado.',
  'contact.success': 'Formulário enviado com sucesso',
  'contact.failed': 'Erro ao enviar formulário',
  /** The failure with the server's code (or the HTTP status) as the spec's suffix. */
  'contact.failedCode': 'Erro ao enviar formulário [{code}]',
  /** Not in the spec: the topics could not be read (the form cannot be sent without one). */
  'contact.topicsError': 'Não foi possível carregar as opções de descrição.',
  'contact.topicsRetry': 'Carregar as opções de novo',
  'contact.topicsLoading': 'Carregando as opções…',
  // the e-mail the store receives (server)
  'contact.mailSubject': 'Fale Conosco: {subject}',
  'contact.mailIntro': 'Mensagem enviada pelo formulário Fale Conosco da loja.',
  'contact.mailReply': 'Responda para o e-mail do cliente: {email}',
} as const;

registerMessages(contact);
