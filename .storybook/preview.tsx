import { Controls, Description, Primary, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/styles.css';
// the demo store's theme around the widgets, so a story looks as the tag does on a store page
import '../demo/assets/theme.css';
import { startPage } from '../stories/harness/page';

const preview: Preview = {
  // a docs page per story file (for a tag: stories/harness/tag-story.tsx gives its text and controls)
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // Each story starts on a fresh page (empty shared stores, so it asks its own mocked API) that a
  // widget's redirect cannot leave.
  beforeEach: startPage,
  parameters: {
    layout: 'padded',
    // axe on every story; violations fail `a11y` checks (test/stories/stories.test.tsx runs the same rules)
    a11y: { test: 'error' },
    docs: {
      codePanel: true,
      // What the tag shows, one live example, and its attributes, CSS custom properties and events. One
      // story only: the page's widgets share the page's stores and msw's handlers, so several stories
      // at once would show each other's answers.
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <Primary />
          <Controls />
        </>
      ),
    },
  },
};

export default preview;
