import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { companyWhatsApp, socialNetworks } from '../test/fixtures/store-frame-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Frame/Social links',
  ...tagMeta('jet-social-links', {
    parameters: { msw: mockApi({ socialNetworks, companyWhatsApp }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The bar: shown networks by position (hidden ones and unsafe addresses left out). */
export const Bar: Story = {};
/** The floating WhatsApp button (bottom right of the screen). */
export const FloatingWhatsapp: Story = { args: { variant: 'whatsapp' } };
/** The store has no WhatsApp: no button. */
export const NoWhatsapp: Story = { args: { variant: 'whatsapp' }, parameters: { msw: mockApi({ companyWhatsApp: { whatsapp: '', whatsappMessage: '' } }) } };
export const Loading: Story = { parameters: { msw: mockApi({ socialNetworks: 'loading' }) } };
export const Empty: Story = { parameters: { msw: mockApi({ socialNetworks: [] }) } };
export const Error: Story = { parameters: { msw: mockApi({ socialNetworks: { fail: 'Erro interno.' } }) } };
