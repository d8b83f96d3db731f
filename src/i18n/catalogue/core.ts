/** Texts of the core runtime and the header widgets (catalogue-and-discovery §2, §4, §8; cart-and-purchase §2). */
export const core = {
  'alert.close': 'Fechar',
  'api.timeout': 'A loja demorou para responder. Tente novamente em instantes.',
  'api.networkError': 'Não foi possível falar com a loja. Verifique sua conexão e tente novamente.',
  'api.unexpectedError': 'Ocorreu um erro inesperado. Tente novamente.',
  'userMenu.signIn': 'Entre ou cadastre-se',
  'userMenu.greeting': 'Olá, {name}',
  'userMenu.label': 'Menu do cliente',
  'userMenu.myAccount': 'Minha conta',
  'userMenu.myOrders': 'Meus pedidos',
  'userMenu.logout': 'Sair',
  'userMenu.logoutError': 'Erro ao realizar o logout',
  'cartCounter.label': 'Carrinho: {count} itens',
  'cartCounter.labelOne': 'Carrinho: 1 item',
  'logo.home': 'Página inicial',
  'phone.label': 'Atendimento',
} as const;
