import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerNavigation } from '../../../src/customer/navigation';
import * as dataStories from '../../../stories/customer-data.stories';
import * as registerStories from '../../../stories/customer-register.stories';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

type Runnable = ComponentType & {
  parameters: { msw: MockApi };
  /** Runs the story's loaders and beforeEach (its cleanup runs before the next story's). */
  load: () => Promise<void>;
  play?: (context: never) => Promise<void>;
};

/** Every story runs (its setup and its play checks) against the fake API of its parameters. */
async function runAll(stories: Record<string, Runnable>) {
  for (const [name, Story] of Object.entries(stories)) {
    fakeApi(Story.parameters.msw.answers);
    try {
      await Story.load();
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container } as never);
    } catch (error) {
      throw new Error(`story ${name}: ${String(error)}`, { cause: error });
    }
    expect(screen.getByRole('heading', { level: 1 }), name).toBeInTheDocument();
    cleanup();
  }
}

describe('the registration and personal-data stories', () => {
  // a story's redirect may fire after it ended: never a real page change
  let go: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    go = vi.spyOn(customerNavigation, 'go').mockImplementation(() => undefined);
  });
  afterAll(() => go.mockRestore());

  it('every wizard story renders and passes its play checks', async () => {
    await runAll(composeStories(registerStories) as unknown as Record<string, Runnable>);
  }, 120_000);

  it('every personal-data story renders and passes its play checks', async () => {
    await runAll(composeStories(dataStories) as unknown as Record<string, Runnable>);
  }, 60_000);
});
