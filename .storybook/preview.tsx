import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetConfig } from '../src/api/config';
import { resetCart } from '../src/stores/cart';
import { resetPageStores } from '../src/stores/page';
import { resetPostcode } from '../src/stores/postcode';
import { resetQueries } from '../src/stores/query';
import '../src/styles.css';

const preview: Preview = {
  loaders: [mswLoader()],
  // Each story starts with empty shared stores, so it asks its own mocked API.
  beforeEach: () => {
    resetQueries();
    resetPageStores();
    resetCart();
    resetPostcode();
    resetConfig();
  },
  decorators: [
    (Story) => (
      <div style={{ fontFamily: 'var(--jet-font)', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', a11y: { test: 'error' } },
};

export default preview;
