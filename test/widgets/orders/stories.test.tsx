import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerNavigation } from '../../../src/customer/navigation';
import * as detailsStories from '../../../stories/customer-order-details.stories';
import * as historyStories from '../../../stories/customer-orders.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

type Runnable = ComponentType & {
  parameters: { msw: MockApi };
  load: () => Promise<void>;
  play?: (context: never) => Promise<void>;
};

async function runAll(stories: Record<string, Runnable>) {
  for (const [name, Story] of Object.entries(stories)) {
    fakeApi(Story.parameters.msw.answers);
    try {
      await Story.load();
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container } as never);
      expect(container.firstElementChild, name).not.toBeNull();
    } catch (error) {
      throw new Error(`story ${name}: ${String(error)}`, { cause: error });
    }
    cleanup();
  }
}

describe('the order stories', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    go = vi.spyOn(customerNavigation, 'go').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterAll(() => {
    go.mockRestore();
    vi.restoreAllMocks();
  });

  it('every history story renders and passes its play checks', async () => {
    await runAll(composeStories(historyStories) as unknown as Record<string, Runnable>);
  }, 60_000);

  it('every details and status story renders and passes its play checks', async () => {
    await runAll(composeStories(detailsStories) as unknown as Record<string, Runnable>);
  }, 60_000);
});
