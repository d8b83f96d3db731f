import type { StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { productCards } from '../test/fixtures/catalogue-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Offers ending `ms` from the moment the story asks (a function, so the clock is the story's). */
const offersEnding =
  (...ends: number[]) =>
  () =>
    productCards(ends.length, 800).map((product, i) => ({ ...product, offerStatus: true, offerEndDate: new Date(Date.now() + ends[i]!).toISOString() }));

const meta = {
  title: 'Catalogue/Lightning offers',
  ...tagMeta('jet-lightning-offers', {
    parameters: { msw: mockApi({ company, lightningOffers: offersEnding(3 * HOUR, 5 * HOUR + 20 * MINUTE, 26 * HOUR, 2 * HOUR, 49 * HOUR, 8 * HOUR) }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
/** Offers in their last hour: the countdown turns urgent; the first ends within a minute and leaves. */
export const EndingSoon: Story = { parameters: { msw: mockApi({ company, lightningOffers: offersEnding(45_000, 12 * MINUTE, 50 * MINUTE, 3 * HOUR) }) } };
/** Every offer has ended: the carousel hides. */
export const Ended: Story = { parameters: { msw: mockApi({ company, lightningOffers: offersEnding(-MINUTE, -HOUR) }) } };
export const Loading: Story = { parameters: { msw: mockApi({ company, lightningOffers: 'loading' }) } };
export const Error: Story = { parameters: { msw: mockApi({ company, lightningOffers: { fail: 'Erro interno.' } }) } };
