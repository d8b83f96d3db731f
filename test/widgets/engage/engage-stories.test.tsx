import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetWishlist } from '../../../src/wishlist/wishlist-store';
import * as eventListStories from '../../../stories/event-list.stories';
import * as newsletterStories from '../../../stories/newsletter.stories';
import * as wishlistStories from '../../../stories/wishlist.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

/** A story's own mock API (its msw parameter) answers the test's fetch. */
const useStoryApi = (story: { parameters?: { msw?: unknown } }) => {
  const api = story.parameters?.msw as MockApi;
  return fakeApi(api.answers);
};

afterEach(() => {
  resetWishlist();
  localStorage.clear();
});

describe('the engage stories play in happy-dom as in Storybook', () => {
  const stories = [
    ...Object.entries(composeStories(newsletterStories)),
    ...Object.entries(composeStories(wishlistStories)),
    ...Object.entries(composeStories(eventListStories)),
  ];
  it.each(stories)('%s renders and plays', async (_, Story) => {
    useStoryApi(Story);
    const { container } = render(<Story />);
    if (Story.play) await Story.play({ canvasElement: container });
    expect(container.firstChild ?? screen.queryByRole('dialog')).toBeTruthy();
  });
});
