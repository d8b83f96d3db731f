/**
 * A story in a vitest test, as Storybook shows it: its loaders first (they import the tag's chunk, so
 * `<jet-…>` is defined) and its beforeEach (the page's address, stored state), then the story, on its
 * own mocked API (`parameters.msw`, answered by the tests' fake fetch instead of msw). The story test
 * (test/stories) and the widget tests that reuse stories as fixtures all go through here.
 *
 * Tests only: it imports Testing Library and the fake fetch, so no story file imports it.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fakeApi, type Answers, type MockApi } from '../../test/fixtures/mock-api';

/** A composed story (`composeStories(module)`), as far as the tests use it. */
export type TestStory = ComponentType & {
  parameters: { msw?: MockApi };
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

/** Loads and renders a story on the API the test faked itself (`fakeApi(…)` before). */
export async function renderStory(Story: ComponentType & { load: () => Promise<void> }): Promise<RenderResult> {
  await Story.load();
  return render(<Story />);
}

/**
 * Renders a story on its own mocked answers (over `defaults`, answers the story leaves out), and plays
 * it when `play` is set. Returns the render and the fake API (its calls).
 */
export async function showStory(Story: TestStory, { defaults = {}, play = false }: { defaults?: Answers; play?: boolean } = {}): Promise<RenderResult & { api: MockApi }> {
  const api = fakeApi({ ...defaults, ...Story.parameters.msw?.answers });
  const view = await renderStory(Story);
  if (play) await Story.play?.({ canvasElement: view.container });
  return Object.assign(view, { api });
}
