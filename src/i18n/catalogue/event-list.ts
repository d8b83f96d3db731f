import { registerMessages } from '..';

/** The event lists' texts (cart-and-purchase §2 'Event list': its display is not shown, these are ours). */
export const eventList = {
  'eventList.title': 'Listas de presentes',
  'eventList.empty': 'Nenhuma lista de presentes no momento.',
  'eventList.loadFailed': 'Não foi possível carregar as listas de presentes.',
  'eventList.retry': 'Carregar novamente',
  'eventList.typeFilter': 'Tipo de evento',
  'eventList.allTypes': 'Todos os eventos',
  'eventList.open': 'Ver a lista de {title}',
} as const;

registerMessages(eventList);
