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
  // e-mail change with re-authentication and a confirmed new address (issue 22; ASVS 5.0 V6/V3)
  'accountApi.emailChangeRequested':
    'Enviamos um link de confirmação para o novo e-mail. O e-mail da sua conta só muda depois que você abrir esse link.',
  'accountApi.currentPasswordRequired': 'Informe a senha atual.',
  'accountApi.emailChangeCodeRequired': 'Informe o código que enviamos para o e-mail atual da sua conta.',
  'accountApi.emailChangeHasPassword': 'Confirme a alteração com a senha atual.',
  'accountApi.emailUnchanged': 'Este já é o e-mail da sua conta.',
  'accountApi.invalidEmailChangeToken': 'Este link de confirmação de e-mail é inválido ou expirou. Peça a alteração novamente.',
  'accountApi.emailChangeNotConfirmed': 'Não foi possível alterar o e-mail da conta para este endereço. Peça a alteração novamente.',
  // social login
  'accountApi.socialFailed': 'Não foi possível entrar com {provider}. Tente novamente.',
  /** a genuine credential whose time is over (the widget then asks the provider for a fresh one) */
  'accountApi.socialExpired': 'O seu login com o {provider} expirou. Entre novamente.',
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
  'accountApi.mail.greetingPlain': 'Olá!',
  'accountApi.mail.emailChangeCodeSubject': '{store}: código para alterar o e-mail da sua conta',
  'accountApi.mail.emailChangeCodeBody':
    'Seu código para confirmar a alteração do e-mail da sua conta é {code}. Ele vale por 10 minutos e só pode ser usado uma vez.',
  'accountApi.mail.emailChangeRequestedSubject': '{store}: pedido de alteração do e-mail da sua conta',
  'accountApi.mail.emailChangeRequestedBody':
    'Recebemos um pedido para alterar o e-mail da sua conta para {email}. Nada muda até que o novo endereço seja confirmado pelo link que enviamos a ele (válido por 24 horas).',
  'accountApi.mail.emailChangeNotYou':
    'Se não foi você, não confirme nada: altere a sua senha e fale conosco imediatamente, pois alguém pode estar usando a sua conta.',
  'accountApi.mail.emailConfirmSubject': '{store}: confirme o seu novo e-mail',
  'accountApi.mail.emailConfirmBody':
    'Para passar a usar este endereço na sua conta, abra o link abaixo. Ele vale por 24 horas e só pode ser usado uma vez.',
  'accountApi.mail.emailTakenSubject': '{store}: pedido para usar este e-mail em outra conta',
  'accountApi.mail.emailTakenBody':
    'Alguém pediu para usar este endereço em uma conta da loja, mas ele já é o e-mail de uma conta. Nada foi alterado. Se esqueceu a sua senha, use a opção Esqueci minha senha.',
  'accountApi.mail.emailConfirmedSubject': '{store}: novo e-mail confirmado',
  'accountApi.mail.emailConfirmedBody': 'Este é agora o e-mail da sua conta. Use-o para entrar na loja.',
  'accountApi.mail.passwordChangedSubject': '{store}: a senha da sua conta foi alterada',
  'accountApi.mail.passwordChangedBody': 'A senha da sua conta foi alterada. Se não foi você, fale conosco imediatamente.',
} as const;

registerMessages(accountApi);
