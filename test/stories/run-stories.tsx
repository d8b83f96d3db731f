/**
 * Every story of every file under stories/ (found by glob, so a new file is tested without being
 * listed), in `parts` test files that 2 cores run side by side (stories-1.test.tsx …): each is loaded (its loaders define its tags, its beforeEach sets its page), rendered on
 * its own mocked API (`parameters.msw`, the fake fetch of the unit tests), played, and then fails on
 * - a render error: load, render or play throws, or a tag story's element is missing or undefined;
 * - a console error (React's caught render errors, warnings of bad markup, failed calls logged);
 * - an axe violation in the page, with the rules Storybook's a11y addon runs and each story's
 *   `parameters.a11y.config.rules`.
 * A story may expect console errors with `parameters.storyTest.consoleErrors` (the error boundary's
 * own story throws on purpose).
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPage } from '../../stories/harness/page';
import { showStory, type TestStory } from '../../stories/harness/story-test';
import type { MockApi } from '../fixtures/mock-api';

type StoryModule = Parameters<typeof composeStories>[0];

interface StoryParameters {
  msw?: MockApi;
  jetTag?: string;
  a11y?: { config?: { rules?: { id: string; enabled: boolean }[] } };
  storyTest?: { consoleErrors?: RegExp[] };
}

type ComposedStory = TestStory & { parameters: StoryParameters; tags: string[] };

const NESTED_UNMOUNT = /^(Warning: )?Attempted to synchronously unmount a root while React was already rendering/;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.{ts,tsx}', { eager: true });

const files = Object.entries(modules).map(([path, module]) => {
  // the page's beforeEach as the preview runs it (.storybook/preview.tsx)
  const stories = composeStories(module, { beforeEach: startPage }) as unknown as Record<string, ComposedStory>;
  return [path.replace('../../stories/', ''), Object.entries(stories)] as const;
});
const sources = import.meta.glob<string>('../../stories/**/*.stories.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });

/**
 * Resolves once the story is still: every call its widgets made has been answered (but those mocked
 * as 'loading', which never are) and the page did not change between two checks.
 */
async function settled(api: MockApi): Promise<void> {
  let last = '';
  await waitFor(
    () => {
      const page = document.body.innerHTML;
      const waiting = api.calls.filter((call) => api.answers[call.operation] === 'loading').length;
      const still = api.pending <= waiting && page === last;
      last = page;
      if (!still) throw new Error('the story is still loading or changing');
    },
    { timeout: 5000, interval: 10 },
  );
}

async function axeViolations(rules: { id: string; enabled: boolean }[] = []): Promise<string[]> {
  axe.reset();
  // 'region' off as in Storybook's a11y addon: a story is a part of a page, its landmarks are the theme's
  axe.configure({ rules: [{ id: 'region', enabled: false }, ...rules] });
  const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Tests the story files whose index in the glob is `part` modulo `parts`. */
export function testStories(part: number, parts: number): void {
  const mine = files.filter((_, index) => index % parts === part);

  beforeEach(() => {
    // Storybook renders outside React's act(), as a page does; the test waits for the page to settle instead
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Storybook's docs plugin makes a JSDoc comment above the meta its own `parameters`, replacing
  // tagMeta's (the msw mocks with them) in Storybook only, where this test does not look.
  it.each(mine.map(([file]) => [file, sources[`../../stories/${file}`]!]))('%s has no JSDoc comment above its meta', (_file, source) => {
    expect(source).not.toMatch(/\*\/\s*const meta = \{\s*title: [^,]+,\s*\.\.\.tagMeta\(/);
  });

  describe.each(mine)('%s', (_file, stories) => {
    it('has stories', () => expect(stories.length).toBeGreaterThan(0));

    it.each(stories)('%s renders, plays, logs no error and passes axe', async (_name, Story) => {
      const { parameters } = Story;
      const errors: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
      const { container, api } = await showStory(Story);
      // a tag story renders its tag; one drawn from a view's model (tagged 'model') does not
      if (parameters.jetTag && !Story.tags.includes('model')) {
        expect(customElements.get(parameters.jetTag), `<${parameters.jetTag}> is defined`).toBeDefined();
        expect(container.querySelector(parameters.jetTag), `the story renders <${parameters.jetTag}>`).not.toBeNull();
      }
      await settled(api);
      await Story.play?.({ canvasElement: container });
      await settled(api);

      expect(await axeViolations(parameters.a11y?.config?.rules)).toEqual([]);
      const beforeUnmount = errors.length;
      cleanup();
      // Each tag is a React root of its own (r2wc): React's dev build warns when the story's root removes
      // it, since r2wc unmounts the tag's root inside that commit. Only that warning, only while unmounting.
      errors.splice(beforeUnmount, Infinity, ...errors.slice(beforeUnmount).filter((error) => !NESTED_UNMOUNT.test(error)));
      const expected = parameters.storyTest?.consoleErrors ?? [];
      expect(errors.filter((error) => !expected.some((pattern) => pattern.test(error)))).toEqual([]);
    }, 30_000);
  });
}
