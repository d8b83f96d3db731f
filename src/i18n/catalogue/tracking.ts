import { registerMessages } from '..';

/**
 * Delivery tracking (ours: the specs are silent): the steps of the offline carrier, the status e-mails the
 * server sends as a parcel moves, and the tracking section of the order details. Keys start with 'tracking.'.
 */
export const tracking = {
  // steps of the offline carrier (server/adapters/carrier.ts); a real carrier sends its own descriptions
  'tracking.step.posted': 'Pedido postado',
  'tracking.step.inTransit': 'Em trânsito',
  'tracking.step.outForDelivery': 'Saiu para entrega',
  'tracking.step.delivered': 'Entregue',
  'tracking.place.hub': 'Centro de distribuição, Cajamar/SP',
  // status e-mails (server/services/tracking.ts)
  'tracking.mail.subject': '{store}: pedido #{id}, {step}',
  'tracking.mail.update': 'Seu pedido #{id} foi atualizado: {step} ({place}, {date}). Acompanhe a entrega na página do pedido:',
  'tracking.mail.code': 'Transportadora: {carrier}. Código de rastreamento: {code}.',
  // the tracking section of the order details (widgets/customer-order-details/order-tracking.tsx)
  'tracking.title': 'Rastreamento da entrega',
  'tracking.carrier': 'Transportadora',
  'tracking.code': 'Código de rastreamento',
  'tracking.copy': 'Copiar código',
  'tracking.copyLabel': 'Copiar código de rastreamento {code}',
  'tracking.copied': 'Código de rastreamento copiado.',
  'tracking.copyFallback': 'Não foi possível copiar automaticamente. O código está selecionado: copie com Ctrl+C ou toque e segure.',
  'tracking.eventsLabel': 'Andamento da entrega, do mais recente ao mais antigo',
  'tracking.current': 'Situação atual',
  'tracking.loading': 'Carregando o rastreamento…',
  'tracking.empty': 'O rastreamento aparece aqui quando o pedido for enviado.',
  'tracking.unavailable': 'Não foi possível carregar o rastreamento agora.',
  'tracking.retry': 'Tentar novamente',
} as const;

registerMessages(tracking);
