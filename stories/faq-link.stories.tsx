import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { faqs } from '../test/fixtures/site-pages-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Content/FAQ link',
  ...tagMeta('jet-faq-link', {
    parameters: { msw: mockApi({ faqs }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The store has FAQs: the link shows. */
export const Ready: Story = {};
/** Nothing while the list loads. */
export const Loading: Story = { parameters: { msw: mockApi({ faqs: 'loading' }) } };
/** No FAQ: no link. */
export const Empty: Story = { parameters: { msw: mockApi({ faqs: [] }) } };
/** The list cannot be loaded: no link (ignored silently). */
export const Error: Story = { parameters: { msw: mockApi({ faqs: { fail: 'Erro interno.' } }) } };
/** Another text and target. */
export const OtherLabel: Story = { args: { label: 'Dúvidas?', href: '/ajuda' } };
