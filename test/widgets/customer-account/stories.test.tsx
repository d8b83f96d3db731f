import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as addressStories from '../../../stories/customer-account-addresses.stories';
import * as bannerStories from '../../../stories/customer-account-banner.stories';
import * as homeStories from '../../../stories/customer-account.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

/** Every story of the customer account renders on its mocked API and its play function passes. */
const all = [
  ...Object.entries(composeStories(homeStories)),
  ...Object.entries(composeStories(addressStories)),
  ...Object.entries(composeStories(bannerStories)),
];

describe('the customer account stories', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it.each(all)('%s renders and plays', async (_name, Story) => {
    const mock = (Story.parameters as { msw?: MockApi }).msw;
    fakeApi(mock?.answers ?? {});
    const { container } = render(<Story />);
    await waitFor(() => expect(container.firstElementChild).not.toBeNull());
    if (Story.play) await Story.play({ canvasElement: container } as never);
  });
});
