import { composeStories } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerNavigation } from '../../../src/customer/navigation';
import * as stories from '../../../stories/checkout.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

/** Every checkout story renders on its mocked API, with its setup, and its play checks pass. */
describe('the checkout stories', () => {
  // a story's redirect may fire after it ended: never a real page change
  let go: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    go = vi.spyOn(customerNavigation, 'go').mockImplementation(() => undefined);
  });
  afterAll(() => go.mockRestore());

  it.each(Object.entries(composeStories(stories)))('%s renders and plays', async (_name, Story) => {
    fakeApi((Story.parameters as { msw: MockApi }).msw.answers);
    await Story.load();
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('.jet-checkout')).not.toBeNull());
    await Story.play?.({ canvasElement: container } as never);
    cleanup();
  });
});
