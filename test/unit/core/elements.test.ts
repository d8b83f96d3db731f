import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { undefinedTagsCss, watchForWidgets } from '../../../src/elements/loader';
import { widgetLoaders } from '../../../src/elements/registry';
import { company } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/fake-api';

describe('custom-element registration', () => {
  it('fetches a widget only when its tag appears, then the element renders', async () => {
    fakeApi({ getCompany: () => company });
    const stop = watchForWidgets(document.body);
    expect(customElements.get('jet-phone-contact')).toBeUndefined();

    const element = document.createElement('jet-phone-contact');
    document.body.append(element);
    await waitFor(() => expect(customElements.get('jet-phone-contact')).toBeDefined());
    await waitFor(() => expect(element.querySelector('a')).toHaveTextContent('(11) 4002-8922'));
    expect(customElements.get('jet-brands')).toBeUndefined();

    element.remove();
    stop();
  });

  it('hides every undefined tag until it is defined', () => {
    const css = undefinedTagsCss();
    for (const tag of Object.keys(widgetLoaders)) expect(css).toContain(`${tag}:not(:defined)`);
    expect(css).toContain('visibility:hidden');
  });
});
