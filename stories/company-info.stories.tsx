import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { companyInfo } from '../test/fixtures/store-frame-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Frame/Company info',
  ...tagMeta('jet-company-info', {
    parameters: { msw: mockApi({ companyInfo }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** No CNPJ and no address: the name alone. */
export const NameOnly: Story = { parameters: { msw: mockApi({ companyInfo: { ...companyInfo, cnpj: '', address: null } }) } };
export const Loading: Story = { parameters: { msw: mockApi({ companyInfo: 'loading' }) } };
export const Error: Story = { parameters: { msw: mockApi({ companyInfo: { fail: 'Erro interno.' } }) } };
