/** The demo pages the page checks visit (the product page is found through the API at run time). */
export const DEMO_PAGES: ReadonlyArray<readonly [label: string, path: string]> = [
  ['home', '/'],
  ['category', '/casa/sala/c'],
  ['brand', '/aconchego-moveis/m'],
  ['group', '/lancamentos/g'],
  ['search', '/busca?n=sofa'],
  ['search, no result', '/busca?n=xyzqwk'],
  ['product', 'PRODUCT'],
  ['cart', '/carrinho'],
  ['404', '/404'],
  ['login', '/customer/login'],
  ['identify', '/customer/accesskey'],
  ['register', '/customer'],
  ['contact', '/fale-conosco'],
  ['faq', '/perguntas-frequentes'],
  ['institutional', '/institucional/1/1'],
  ['brands', '/marcas'],
];
