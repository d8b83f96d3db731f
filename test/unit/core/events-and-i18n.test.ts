import { describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/api/config';
import { emit, listen } from '../../../src/events';
import { t } from '../../../src/i18n';

describe('the event bus', () => {
  it('delivers typed details to listeners on document, theme code included', () => {
    const handler = vi.fn();
    const stop = listen('jet:product-added', handler);
    emit('jet:product-added', { idProduct: 7, idSku: null, quantity: 2 });
    expect(handler).toHaveBeenCalledWith({ idProduct: 7, idSku: null, quantity: 2 }, expect.any(CustomEvent));

    const themeHandler = vi.fn();
    document.addEventListener('jet:product-added', (event) => themeHandler(event.detail));
    document.dispatchEvent(new CustomEvent('jet:product-added', { detail: { idProduct: 1, idSku: 2, quantity: 1 } }));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(themeHandler).toHaveBeenCalledWith({ idProduct: 1, idSku: 2, quantity: 1 });

    stop();
    emit('jet:product-added', { idProduct: 7, idSku: null, quantity: 1 });
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('the message catalogue', () => {
  it('fills placeholders and lets the store override any text', () => {
    expect(t('userMenu.greeting', { name: 'Maria' })).toBe('Olá, Maria');
    configure({ messages: { 'userMenu.greeting': 'Oi, {name}!' } });
    expect(t('userMenu.greeting', { name: 'Maria' })).toBe('Oi, Maria!');
  });
});
