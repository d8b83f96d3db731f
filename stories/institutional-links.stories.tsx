import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { customPages, faqs } from '../test/fixtures/site-pages-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Content/Institutional links',
  ...tagMeta('jet-institutional-links', {
    parameters: { msw: mockApi({ customPages, faqs }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The custom pages' contents by page, the FAQ link last. */
export const Ready: Story = {};
/** Nothing while loading. */
export const Loading: Story = { parameters: { msw: mockApi({ customPages: 'loading', faqs: 'loading' }) } };
/** The store has no FAQ: no FAQ link. */
export const WithoutFaq: Story = { parameters: { msw: mockApi({ customPages, faqs: [] }) } };
/** The pages cannot be loaded (ignored silently): the FAQ link alone. */
export const PagesFailed: Story = { parameters: { msw: mockApi({ customPages: { fail: 'Erro interno.' }, faqs }) } };
/** Nothing to list, or nothing could be read: nothing shows. */
export const Empty: Story = { parameters: { msw: mockApi({ customPages: [], faqs: [] }) } };
/** On a dark footer, links take its colour. */
export const OnDarkFooter: Story = {
  decorators: [
    (Story) => (
      <footer style={{ background: '#1f2328', color: '#fff', padding: '1.5rem' }}>
        <Story />
      </footer>
    ),
  ],
};
