import type { Meta, StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { productCards } from '../test/fixtures/catalogue-data';
import { LightningOffers } from '../widgets/lightning-offers/lightning-offers';
import { mockApi } from './mocks/api';

type Answers = Parameters<typeof mockApi>[0];
/** The answers serve Storybook through msw and the story tests through fakeApi. */
const api = (answers: Answers) => ({ answers, msw: mockApi(answers) });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Offers ending `ms` from the moment the story asks (a function, so the clock is the story's). */
const offersEnding =
  (...ends: number[]) =>
  () =>
    productCards(ends.length, 800).map((product, i) => ({ ...product, offerStatus: true, offerEndDate: new Date(Date.now() + ends[i]!).toISOString() }));

const meta = {
  title: 'Catalogue/Lightning offers',
  component: LightningOffers,
  parameters: api({ getCompany: company, getLightningOffers: offersEnding(3 * HOUR, 5 * HOUR + 20 * MINUTE, 26 * HOUR, 2 * HOUR, 49 * HOUR, 8 * HOUR) }),
} satisfies Meta<typeof LightningOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
/** Offers in their last hour: the countdown turns urgent; the first ends within a minute and leaves. */
export const EndingSoon: Story = { parameters: api({ getCompany: company, getLightningOffers: offersEnding(45_000, 12 * MINUTE, 50 * MINUTE, 3 * HOUR) }) };
/** Every offer has ended: the carousel hides. */
export const Ended: Story = { parameters: api({ getCompany: company, getLightningOffers: offersEnding(-MINUTE, -HOUR) }) };
export const Loading: Story = { parameters: api({ getCompany: company, getLightningOffers: 'loading' }) };
export const Error: Story = { parameters: api({ getCompany: company, getLightningOffers: { fail: 'Erro interno.' } }) };
