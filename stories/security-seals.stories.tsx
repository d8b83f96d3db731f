import type { StoryObj } from '@storybook/react-vite';
import { mockApi } from '../test/fixtures/mock-api';
import { ratingSeal, seals } from '../test/fixtures/store-frame-data';
import { placeholderImage } from './mocks/images';
import { tagMeta } from './harness/tag-story';

const withImages = seals.map((seal) => (seal.image ? { ...seal, image: placeholderImage(seal.name, 120, 48, '#0f7a3d') } : seal));

const meta = {
  title: 'Frame/Security seals',
  ...tagMeta('jet-security-seals', {
    parameters: { msw: mockApi({ seals: withImages, ratingSeal }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Image seals, a seal given as HTML code (its script removed) and the rating seal. */
export const Ready: Story = {};
/** No idEBit: no rating seal. */
export const WithoutRating: Story = { parameters: { msw: mockApi({ seals: withImages, ratingSeal: { idEBit: null } }) } };
export const Loading: Story = { parameters: { msw: mockApi({ seals: 'loading', ratingSeal: 'loading' }) } };
/** No seal and no rating seal: the block hides itself. */
export const Empty: Story = { parameters: { msw: mockApi({ seals: [], ratingSeal: { idEBit: null } }) } };
export const Error: Story = { parameters: { msw: mockApi({ seals: { fail: 'Erro interno.' }, ratingSeal: { fail: 'Erro interno.' } }) } };
