import { describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/api/config';
import { emit, listen, request } from '../../../src/events';
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

  it("dispatches on the widget's element when given one: its listeners and document's both hear it", () => {
    const element = document.body.appendChild(document.createElement('jet-cart-counter'));
    const onElement = vi.fn();
    element.addEventListener('jet:alert-show', (event) => onElement(event.detail, event.target));
    const onDocument = vi.fn();
    const stop = listen('jet:alert-show', (detail, event) => onDocument(detail, event.target));
    emit('jet:alert-show', { kind: 'info', message: 'Oi' }, element);
    expect(onElement).toHaveBeenCalledWith({ kind: 'info', message: 'Oi' }, element);
    expect(onDocument).toHaveBeenCalledWith({ kind: 'info', message: 'Oi' }, element);

    // an element no longer in the page (a widget removed before its add ended): document still hears it
    element.remove();
    emit('jet:alert-show', { kind: 'info', message: 'Tchau' }, element);
    expect(onElement).toHaveBeenCalledTimes(1);
    expect(onDocument).toHaveBeenLastCalledWith({ kind: 'info', message: 'Tchau' }, document);
    stop();
  });

  it('tells a request from an element whether a listener on document took it', () => {
    const element = document.body.appendChild(document.createElement('jet-cart-counter'));
    expect(request('jet:cart-open', { source: 'counter' }, element)).toBe(false);
    const stop = listen('jet:cart-open', (_detail, event) => event.preventDefault());
    expect(request('jet:cart-open', { source: 'counter' }, element)).toBe(true);
    stop();
    element.remove();
  });
});

describe('the message catalogue', () => {
  it('fills placeholders and lets the store override any text', () => {
    expect(t('userMenu.greeting', { name: 'Maria' })).toBe('Olá, Maria');
    configure({ messages: { 'userMenu.greeting': 'Oi, {name}!' } });
    expect(t('userMenu.greeting', { name: 'Maria' })).toBe('Oi, Maria!');
  });
});
