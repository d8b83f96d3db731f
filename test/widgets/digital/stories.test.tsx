import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as creditStories from '../../../stories/customer-store-credit.stories';
import * as digitalStories from '../../../stories/digital-products.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

/** Every story of the digital products and the store credit renders on its mocked API and its play function passes. */
const all = [...Object.entries(composeStories(digitalStories)), ...Object.entries(composeStories(creditStories))];

describe('the digital products and store credit stories', () => {
  it.each(all)('%s renders and plays', async (_name, Story) => {
    const mock = (Story.parameters as { msw?: MockApi }).msw;
    fakeApi(mock?.answers ?? {});
    const { container } = render(<Story />);
    await waitFor(() => expect(container.firstElementChild).not.toBeNull());
    if (Story.play) await Story.play({ canvasElement: container } as never);
  });
});
