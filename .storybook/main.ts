import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for msw: stories answer API calls without a backend
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
