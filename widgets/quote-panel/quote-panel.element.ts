import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { lazyPanel } from '../../src/ui/lazy-panel';

/**
 * The quote request panel for products sold on request: a modal dialog with Nome, E-mail, Telefone ou
 * Celular and Mensagem, pre-filled with the logged-in customer's name. Hidden until
 * `jet:product-budget-show`; refuses to open ('Por favor, selecione a variação do produto que deseja
 * ser alertado.') when the product has variations and none is chosen. The form's code loads when the
 * panel first opens.
 *
 * Only the listener loads with the page; the panel and then its form come with the first request.
 *
 * @tag jet-quote-panel
 * @summary Quote request panel (opens on jet:product-budget-show).
 * @fires jet:alert-show - With every message it shows: refusal, 'A solicitação de orçamento foi enviada com sucesso.', 'Erro ao enviar a solicitação de orçamento.'.
 * @method {(product: PanelProduct) => void} open - Opens the panel for a product, as `openQuote(product)` does.
 * @method {() => void} close - Closes the panel (`jet:product-budget-close`).
 * @cssproperty --jet-color-primary - Submit button colour.
 * @cssproperty --jet-radius - Dialog and field corners.
 */
defineWidget('jet-quote-panel', lazyPanel('jet:product-budget-show', () => import('./quote-panel')), {}, panelMethods.quotePanel);
