import { fakeApi, Reply } from '../../fixtures/fake-api';

type StoryAnswer = unknown;

/**
 * fakeApi from a story's `parameters.answers` (the same answers its msw mock serves in Storybook):
 * a value answers 200, 'loading' never answers, `{ fail, status? }` answers an error body.
 */
export function fakeStoryApi(answers: Record<string, StoryAnswer | (() => StoryAnswer)> | undefined) {
  const handlers = Object.fromEntries(
    Object.entries(answers ?? {}).map(([name, entry]) => [
      name,
      () => {
        const answer = typeof entry === 'function' ? (entry as () => StoryAnswer)() : entry;
        if (answer === 'loading') return new Promise(() => undefined);
        if (answer && typeof answer === 'object' && 'fail' in answer) {
          const { fail, status } = answer as { fail: string; status?: number };
          return new Reply(status ?? 500, { error: fail });
        }
        return answer;
      },
    ]),
  );
  return fakeApi(handlers);
}
