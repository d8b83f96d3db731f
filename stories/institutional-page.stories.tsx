import type { StoryObj } from '@storybook/react-vite';
import { Reply, mockApi } from '../test/fixtures/mock-api';
import { deliveryPage } from '../test/fixtures/site-pages-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Content/Institutional page',
  ...tagMeta('jet-institutional-page', {
    args: { 'id-custom-page': 1, 'id-custom-page-content': 1 },
    parameters: { msw: mockApi({ customPage: deliveryPage }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Política de entrega' with its table (which scrolls sideways on a narrow screen). */
export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ customPage: 'loading' }) } };
/** The page cannot be loaded: a message and 'Tentar novamente'. */
export const Error: Story = { parameters: { msw: mockApi({ customPage: { fail: 'Erro interno.' } }) } };
/** A 200 of another shape: the same as a failed read. */
export const WrongShape: Story = { parameters: { msw: mockApi({ customPage: new Reply(200, { data: 42 }) }) } };
/** Unknown ids: the shopper is sent to /404 (the story's page stays, the widget stays loading). */
export const NotFound: Story = { parameters: { msw: mockApi({ customPage: { fail: 'Página não encontrada.', status: 404, code: 'NOT_FOUND' } }) } };
/** Store HTML with a script and an event handler: both removed by the sanitiser. */
export const HostileHtml: Story = {
  parameters: {
    msw: mockApi({
      customPage: {
        ...deliveryPage,
        content: { ...deliveryPage.content, content: '<p>Texto seguro.</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>' },
      },
    }),
  },
};
