import type { StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const logoSvg = placeholderImage('Jet Store');

const meta = {
  title: 'Header/Logo',
  ...tagMeta('jet-logo', {
    parameters: { msw: mockApi({ company: { ...company, logo: logoSvg } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** The settings still loading: the link holds the image's box (width × height). */
export const Loading: Story = { parameters: { msw: mockApi({ company: 'loading' }) } };
export const Error: Story = { parameters: { msw: mockApi({ company: { fail: 'Erro interno.' } }) } };
/** A theme's own size and link target. */
export const Sized: Story = { args: { href: '/inicio', width: 240, height: 80 } };
