import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  // docs: a page per tag (autodocs, from the manifest); a11y: axe on every story, as test/stories runs it
  addons: ['msw-storybook-addon', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for msw: stories answer API calls without a backend
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
