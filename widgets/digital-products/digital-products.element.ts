import { defineWidget } from '../../src/elements/define';
import { DigitalProducts } from './digital-products';

/**
 * The digital products screen (`/customer/digital-products`, customer-area §2, §4 "Digital list", §7,
 * §8, §9): the title 'Meus Produtos Digitais', the search 'Buscar por produto' (one read of 2000 lines,
 * filtered by name here), the list under 'Produto' in pages of 10 with a pager (first, previous, the
 * current page ± 2, next, last), 'Nenhum produto encontrado!', and per line 'Baixar arquivos' (disabled
 * while the order is Novo, Em aprovação or Cancelado) and 'Visualizar Pedido'. Visitors and customers
 * without a password are sent to /customer.
 *
 * @tag jet-digital-products
 * @summary The customer's digital products and their files.
 * @fires jet:customer-area-loaded - 300 ms after the page opened for the customer (500 ms on a phone), with `{ title: 'Meus Produtos Digitais' }`.
 * @fires jet:alert-show - When a download fails ('Oops, o anexo do produto #{idOrder} não foi localizado.').
 * @cssproperty --jet-color-primary - The action buttons and the current page.
 * @cssproperty --jet-color-border - The table's lines.
 */
defineWidget('jet-digital-products', DigitalProducts);
