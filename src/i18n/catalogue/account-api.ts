import { registerMessages } from '..';

/**
 * Server texts of identification, access codes, passwords, e-mail changes, social login and the e-mails sent (subjects and bodies).
 * Keys start with 'accountApi.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const accountApi = {
  'accountApi.invalidLogin': 'Informe um e-mail, CPF ou CNPJ válido.',
  'accountApi.tooManyAttempts': 'Muitas tentativas em pouco tempo. Aguarde {wait} e tente novamente.',
  'accountApi.botCheck': 'Não foi possível confirmar que você não é um robô. Recarregue a página e tente novamente.',
  // access code (customer-area §8: 'Chave de acesso invalida.', accent fixed)
  'accountApi.invalidAccessCode': 'Chave de acesso inválida.',
  'accountApi.codeSlowDown': 'Muitos códigos errados nesta conta. Aguarde {wait} e tente novamente.',
  'accountApi.botCheckRequired': 'Por segurança, confirme que você não é um robô para continuar.',
  'accountApi.codeReplaced': 'Este código não vale mais. Peça um novo código de acesso.',
  'accountApi.noPendingCode': 'Identifique-se novamente para receber um novo código de acesso.',
  'accountApi.resendCooldown': 'Aguarde {seconds} segundos para pedir um novo código de acesso.',
  // passwords
  'accountApi.forgotPasswordSent':
    'Se houver uma conta com este e-mail, enviamos as instruções para criar uma nova senha. Confira também a caixa de spam.',
  'accountApi.invalidResetToken': 'Este link de troca de senha é inválido ou expirou. Peça um novo link.',
  'accountApi.passwordChanged': 'Senha alterada com sucesso!',
  'accountApi.wrongPassword': 'A senha atual está incorreta.',
  'accountApi.noPasswordYet': 'Conclua o seu cadastro para criar uma senha.',
  'accountApi.finishRegistrationNeedsToken': 'Para concluir o cadastro, use a página de conclusão do cadastro.',
  // e-mail
  'accountApi.emailNotFound': 'Não foi possível encontrar o seu e-mail.',
  'accountApi.emailChanged': 'E-mail alterado com sucesso',
  'accountApi.emailChangeFailed': 'Erro ao alterar o e-mail',
  // social login
  'accountApi.socialFailed': 'Não foi possível entrar com {provider}. Tente novamente.',
  'accountApi.socialNoEmail': 'O {provider} não informou o seu e-mail. Cadastre-se com o seu e-mail.',
  // e-mails sent (plain text; {store} is the store's name)
  'accountApi.mail.greeting': 'Olá, {name}!',
  'accountApi.mail.signature': 'Equipe {store}',
  'accountApi.mail.ignore': 'Se você não fez este pedido, ignore este e-mail.',
  'accountApi.mail.accessCodeSubject': '{store}: seu código de acesso',
  'accountApi.mail.accessCodeBody': 'Seu código de acesso é {code}. Ele vale por 10 minutos e só pode ser usado uma vez.',
  'accountApi.mail.resetSubject': '{store}: crie uma nova senha',
  'accountApi.mail.resetBody': 'Para criar uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez.',
  'accountApi.mail.emailChangedSubject': '{store}: o e-mail da sua conta foi alterado',
  'accountApi.mail.emailChangedBody':
    'O e-mail da sua conta foi alterado para {email}. Se não foi você, fale conosco imediatamente.',
  'accountApi.mail.passwordChangedSubject': '{store}: a senha da sua conta foi alterada',
  'accountApi.mail.passwordChangedBody': 'A senha da sua conta foi alterada. Se não foi você, fale conosco imediatamente.',
} as const;

registerMessages(accountApi);
