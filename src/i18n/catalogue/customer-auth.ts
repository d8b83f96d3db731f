import { registerMessages } from '..';

/**
 * Widget texts of identification, access code, login (page and modal), social login, forgot password, recover e-mail, change password and change e-mail (customer-area §2, §4, §5, §8).
 * Keys start with 'auth.'; texts the spec words are quoted exactly (plain slips fixed). Field labels and
 * validation messages are in forms.ts ('field.*', 'identification.*', 'login.*', 'password.*' ...).
 * Texts marked "ours" are not worded by the spec.
 */
export const customerAuth = {
  // identification (/customer/accesskey, /checkout/identification)
  /** ours */
  'auth.identification.title': 'Identificação',
  /** ours */
  'auth.identification.lead': 'Informe seu e-mail, CPF ou CNPJ para entrar ou criar sua conta.',
  /** ours: the B2B store's lead */
  'auth.identification.leadB2b': 'Informe seu e-mail ou CNPJ para entrar ou criar a conta da sua empresa.',
  /** ours */
  'auth.identification.submit': 'CONTINUAR',

  // access code (/customer/checkaccesskey)
  /** ours */
  'auth.accessCode.lead': 'Enviamos uma chave de acesso para {email}. Digite-a abaixo para continuar seu cadastro.',
  /** ours */
  'auth.accessCode.submit': 'VALIDAR',
  'auth.accessCode.invalid': 'Chave de acesso inválida.',
  'auth.accessCode.resent': 'Código de acesso reenviado!',
  /** ours */
  'auth.accessCode.resend': 'Reenviar código',
  /** ours: the resend button while the cooldown runs */
  'auth.accessCode.resendIn': 'Reenviar código em {seconds} s',
  /** ours */
  'auth.accessCode.changeEmail': 'Usar outro e-mail, CPF ou CNPJ',

  // login (page and modal)
  'auth.login.submit': 'Entrar',
  'auth.login.forgotPassword': 'Esqueci minha senha',
  /** ours: the spec names "a recover link"; the recover e-mail screen has no link otherwise */
  'auth.login.forgotEmail': 'Esqueci meu e-mail',
  'auth.login.firstAccess': 'Primeiro Acesso? Cadastre-se',
  'auth.login.boughtWithoutPassword': 'Comprou e não possui senha? Cadastre-se',
  /** ours: v=1 (customer-area §2: the finish-registration link was too short) */
  'auth.login.notice1': 'O link para concluir o cadastro está incompleto. Identifique-se novamente para receber um novo.',
  /** ours: v=2 (the customer lookup failed) */
  'auth.login.notice2': 'Não encontramos o cadastro deste link. Entre com seu e-mail e senha ou identifique-se novamente.',
  /** ours: v=3 (the code was empty) */
  'auth.login.notice3': 'O link para concluir o cadastro não tem a chave de acesso. Identifique-se novamente para receber uma nova.',
  /** ours: the modal's title */
  'auth.login.modalTitle': 'Entre na sua conta',
  /** ours: unlocks the identifier the identification step filled in */
  'auth.login.changeIdentifier': 'Alterar',
  /** ours: the locked identifier's hint */
  'auth.login.lockedHint': 'Identificação informada no passo anterior.',
  /** ours */
  'auth.login.success': 'Login realizado com sucesso!',
  /** ours: between the form and the social buttons */
  'auth.login.or': 'ou',

  // social login (cart-and-purchase §2, §9; customer-area §4; the library errors of cart-and-purchase §8 in pt-BR)
  /** ours */
  'auth.social.label': 'Entrar com uma rede social',
  /** ours */
  'auth.social.google': 'Entrar com Google',
  /** ours: Facebook's button guidelines word it 'Continuar com o Facebook'; ours is the shorter form */
  'auth.social.facebook': 'Continuar com Facebook',
  /** ours: the offline provider's dialog (demo and tests) */
  'auth.social.offlineTitle': 'Entrar com {provider} (demonstração)',
  /** ours */
  'auth.social.offlineLead':
    'Demonstração sem internet: informe o nome e o e-mail que o {provider} devolveria (deixe o e-mail em branco para uma conta sem e-mail).',
  /** ours */
  'auth.social.offlineSubmit': 'Continuar',
  /** ours */
  'auth.social.offlineCancel': 'Cancelar',
  /** ours */
  'auth.social.signingIn': 'Entrando…',
  /** the library's 'User cancelled login or did not fully authorize.' */
  'auth.social.cancelled': 'Login cancelado ou não autorizado por completo.',
  /** ours: the provider's window was blocked */
  'auth.social.blocked': 'O navegador bloqueou a janela de login do {provider}. Permita pop-ups para este site e tente novamente.',
  /** ours: the provider's script did not load */
  'auth.social.sdkFailed': 'Não foi possível carregar o login do {provider}. Verifique sua conexão e tente novamente.',
  /** ours: 'Provider not found' */
  'auth.social.providerNotFound': 'Este login social não está disponível nesta loja.',
  /** ours: 'not logged in' */
  'auth.social.notSignedIn': 'Você não entrou na sua conta do {provider}. Tente novamente.',
  /** ours: 'Login providers not ready yet' (the script ran but the provider is not there) */
  'auth.social.notReady': 'O login do {provider} ainda não está pronto. Aguarde um instante e tente novamente.',
  /** ours: 'not supported for refreshing a token' (the store found the sign-in expired; the provider cannot renew it) */
  'auth.social.refreshUnsupported': 'O login do {provider} expirou e não pode ser renovado. Clique no botão do {provider} para entrar novamente.',
  /** ours: 'not supported for getting an access token' */
  'auth.social.accessTokenUnsupported': 'O login do {provider} não fornece um token de acesso. Entre com o seu e-mail e senha.',
  /** ours: the provider gave no e-mail, so the login is not social (customer-area §4): the e-mail is asked */
  'auth.social.emailTitle': 'Continue com o seu e-mail',
  /** ours */
  'auth.social.emailLead': 'O {provider} não informou o seu e-mail. Informe o seu e-mail para continuar.',
  /** ours */
  'auth.social.emailSubmit': 'Continuar',
  /** ours: the server did not confirm the credential, or anything else */
  'auth.social.failed': 'Não foi possível entrar com o {provider}. Tente novamente.',

  // forgot password (/customer/forgot)
  /** ours */
  'auth.forgot.lead': 'Informe o e-mail do seu cadastro para receber as instruções de criação de uma nova senha.',
  'auth.forgot.submit': 'RECUPERAR SENHA',
  /** the spec's neutral message, worded here (customer-area §8: the exact text is not shown) */
  'auth.forgot.sent':
    'Se houver uma conta com este e-mail, enviaremos as instruções para criar uma nova senha. Confira também a caixa de spam.',

  // recover e-mail (/customer/recoverEmail)
  /** ours */
  'auth.recoverEmail.lead': 'Informe o CPF ou CNPJ e a senha do seu cadastro para ver o e-mail registrado.',
  'auth.recoverEmail.submit': 'RECUPERAR E-MAIL',
  'auth.recoverEmail.notFound': 'Não foi possível encontrar o seu e-mail.',
  /** ours: the success, with the registered e-mail */
  'auth.recoverEmail.found': 'O e-mail do seu cadastro é {email}',
  /** ours */
  'auth.recoverEmail.signIn': 'Entrar com este e-mail',

  // change password (/customer/changepassword[/ChangePasswordToken/{token}])
  /** ours */
  'auth.changePassword.title': 'Alterar senha',
  /** ours: with a reset token */
  'auth.changePassword.titleReset': 'Criar nova senha',
  /** ours */
  'auth.changePassword.forAccount': 'Nova senha para {email}.',
  /** ours */
  'auth.changePassword.submit': 'ALTERAR SENHA',
  'auth.changePassword.success': 'Senha alterada com sucesso!',
  'auth.changePassword.tokenError': 'Erro ao realizar a solicitação',
  /** ours */
  'auth.changePassword.checking': 'Verificando o link…',

  // change e-mail (/customer/alterEmail)
  /** ours */
  'auth.changeEmail.title': 'Alterar e-mail',
  /** ours */
  'auth.changeEmail.newEmail': 'Novo e-mail',
  /** ours */
  'auth.changeEmail.submit': 'ALTERAR E-MAIL',
  'auth.changeEmail.success': 'E-mail alterado com sucesso',
  'auth.changeEmail.failed': 'Erro ao alterar o e-mail',
  /** ours: the re-authentication before an e-mail change (issue 22) */
  /** ours: accounts without a password confirm with a code sent to the current address */
  'auth.changeEmail.codeLead': 'Para sua segurança, enviaremos um código para o e-mail atual da sua conta.',
  /** ours */
  'auth.changeEmail.sendCode': 'Enviar código',
  /** ours */
  'auth.changeEmail.codeSent': 'Enviamos um código para o e-mail atual da sua conta. Ele vale por 10 minutos.',
  /** ours */
  'auth.changeEmail.code': 'Código recebido no e-mail atual',
  /** ours: after the request; nothing changes until the new address confirms */
  'auth.changeEmail.pendingTitle': 'Confirme o novo e-mail',
  /** ours */
  'auth.changeEmail.pending':
    'Enviamos um link de confirmação para {email}. O e-mail da sua conta só muda depois que você abrir esse link, que vale por 24 horas.',
  /** ours */
  'auth.changeEmail.again': 'Usar outro e-mail',
  // the landing of the confirmation link (/customer/confirmar-email?token=…)
  /** ours */
  'auth.confirmEmail.title': 'Confirmar novo e-mail',
  /** ours */
  'auth.confirmEmail.lead': 'Confirme para passar a usar este endereço na sua conta.',
  /** ours */
  'auth.confirmEmail.submit': 'CONFIRMAR E-MAIL',
  /** ours */
  'auth.confirmEmail.noToken': 'Este link de confirmação de e-mail é inválido. Abra o link do e-mail que enviamos.',
  /** ours: after the confirmation every session of the account ends */
  'auth.confirmEmail.done': 'Entre com o novo e-mail para continuar.',
  /** ours */
  'auth.confirmEmail.login': 'Entrar',
  /** ours: under a link that failed or has no token */
  'auth.confirmEmail.again': 'Pedir a alteração do e-mail novamente',

  // shared
  /** ours: a guarded page while the login status loads */
  'auth.checking': 'Carregando…',
} as const;

registerMessages(customerAuth);
