import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { lazyPanel } from '../../src/ui/lazy-panel';

/**
 * The back-in-stock panel: 'Gostaria de ser notificado quando o produto {product} estiver disponível?',
 * the product image, Nome, E-mail, Telefone ou Celular, 'Avise-me' and 'Fechar'. Hidden until
 * `jet:alert-me-open`; refuses to open ('Por favor, selecione a variação do produto que deseja ser
 * alertado.') when the product has variations and none is chosen; `jet:alert-me-close` closes it. The
 * form's code loads when the panel first opens.
 *
 * Only the listener loads with the page; the panel and then its form come with the first request.
 *
 * @tag jet-alert-me
 * @summary Back-in-stock alert panel (opens on jet:alert-me-open).
 * @fires jet:alert-show - With every message it shows: refusal, success, duplicate e-mail ([Err 045]), failure.
 * @method {(product: PanelProduct) => void} open - Opens the panel for a product, as `openAlert(product)` does.
 * @method {() => void} close - Closes the panel (`jet:alert-me-close`).
 * @cssproperty --jet-color-primary - 'Avise-me' button colour.
 * @cssproperty --jet-radius - Dialog and field corners.
 */
defineWidget('jet-alert-me', lazyPanel('jet:alert-me-open', () => import('./alert-me')), {}, panelMethods.alertMe);
