import type { StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Header/Phone contact',
  ...tagMeta('jet-phone-contact', {
    parameters: { msw: mockApi({ company }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ company: 'loading' }) } };
export const Error: Story = { parameters: { msw: mockApi({ company: { fail: 'Erro interno.' } }) } };
/** The store has no phone: the tag shows nothing. */
export const NoPhone: Story = { parameters: { msw: mockApi({ company: { ...company, phoneContact: '' } }) } };
/** A theme's own label before the number. */
export const CustomLabel: Story = { args: { label: 'Televendas' } };
