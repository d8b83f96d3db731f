import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PRIVACY_STORAGE_KEY } from '../widgets/privacy-banner/use-privacy-banner';
import { company, signedOut } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { companyWithoutPolicy } from '../test/widgets/customer-account/fixtures';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer area/Privacy banner',
  ...tagMeta('jet-privacy-banner', {
    parameters: { msw: mockApi({ company, loginStatus: { data: signedOut } }) },
    // each story starts with a browser that acknowledged nothing
    beforeEach: () => {
      localStorage.removeItem(PRIVACY_STORAGE_KEY);
    },
    decorators: [(Story) => <div style={{ minHeight: '12rem' }}><p>Conteúdo da página.</p><Story /></div>],
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const Acknowledged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Entendi' }));
    await expect(canvas.queryByRole('region', { name: 'Aviso de privacidade' })).toBeNull();
  },
};

/** The policy is inactive: no banner. */
export const PolicyInactive: Story = {
  parameters: { msw: mockApi({ company: companyWithoutPolicy, loginStatus: { data: signedOut } }) },
};

/** A long text on a phone: it wraps, the button stays reachable. */
export const LongTextOnAPhone: Story = {
  parameters: {
    msw: mockApi({
      company: {
        ...company,
        privacyPolicy: {
          ...company.privacyPolicy,
          alertText:
            'Utilizamos cookies e tecnologias semelhantes para personalizar anúncios, recomendar produtos e melhorar a sua experiência de navegação. Ao continuar navegando, você concorda com a nossa [linkPolitica] e com os termos de uso da loja.',
        },
      },
      loginStatus: { data: signedOut },
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
