import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/customer-order-data.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

/** Every story of the order data widget renders on its mocked API and its play function passes. */
describe('the order data stories', () => {
  it.each(Object.entries(composeStories(stories)))('%s renders and plays', async (_name, Story) => {
    const mock = (Story.parameters as { msw?: MockApi }).msw;
    fakeApi(mock?.answers ?? {});
    const { container } = render(<Story />);
    await waitFor(() => expect(container.firstElementChild).not.toBeNull());
    if (Story.play) await Story.play({ canvasElement: container } as never);
  });
});
