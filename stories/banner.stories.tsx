import type { StoryObj } from '@storybook/react-vite';
import { banner } from '../test/fixtures/discovery-data';
import { mockApi } from '../test/fixtures/mock-api';
import { at } from './harness/page';
import { tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const image = (label: string, fill: string, width = 1200, height = 360) => placeholderImage(label, width, height, fill);
const full = [
  banner(1, 'Semana do Sofá', { nameFileImage: image('Semana do Sofá', '#0b5cad') }),
  banner(2, 'Frete grátis acima de R$ 299', { nameFileImage: image('Frete grátis', '#1a7f37'), link: '' }),
  banner(3, 'Moda inverno', { nameFileImage: image('Moda inverno', '#8250df') }),
];
const central = [
  banner(10, 'Cupom BEMVINDO', {
    nameFileImage: image('Cupom BEMVINDO', '#d9480f', 900, 200),
    description: '<p>Use o cupom <strong>BEMVINDO</strong> na primeira compra.<script>alert("removido")</script></p>',
  }),
];
const side = [
  banner(20, 'Cadeiras', { nameFileImage: image('Cadeiras', '#0b5cad', 300, 400) }),
  banner(21, 'Luminárias', { nameFileImage: image('Luminárias', '#1a7f37', 300, 400) }),
];

const meta = {
  title: 'Catalogue/Banner',
  ...tagMeta('jet-banner', {
    args: { area: 'home', type: 'F', interval: 0 },
    parameters: { msw: mockApi({ homeBanners: full }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Several full banners: the rotator (automatic rotation off here; the default is 6 s). */
export const HomeFullRotator: Story = {};
export const HomeFullAutoplay: Story = { args: { interval: 6 } };
export const HomeFullSingle: Story = { parameters: { msw: mockApi({ homeBanners: full.slice(0, 1) }) } };
/** The images' size given (`width`, `height`): their place is held while they load. */
export const HomeFullSized: Story = { args: { width: 1200, height: 360 } };
/** Central banner with its description (the script in it is removed). */
export const HomeCentral: Story = { args: { type: 'C' }, parameters: { msw: mockApi({ homeBanners: central }) } };
export const HomeSide: Story = {
  args: { type: 'L' },
  parameters: { msw: mockApi({ homeBanners: side }) },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}><Story /></div>],
};
export const HomeFooter: Story = { args: { type: 'R' }, parameters: { msw: mockApi({ homeBanners: central }) } };
/** Category, group and brand banners follow the listing's address (`at`). */
export const Category: Story = { args: { area: 'category' }, beforeEach: at('/casa/sala/c'), parameters: { msw: mockApi({ categoryBanners: full.slice(0, 1) }) } };
export const Group: Story = { args: { area: 'group' }, beforeEach: at('/ofertas/g'), parameters: { msw: mockApi({ groupBanners: full.slice(2) }) } };
export const Brand: Story = { args: { area: 'brand' }, beforeEach: at('/aurora-casa/m'), parameters: { msw: mockApi({ groupBanners: full.slice(1, 2) }) } };
/** random = 1: the order changes on every load. */
export const RandomOrder: Story = { parameters: { msw: mockApi({ homeBanners: full.map((b) => ({ ...b, random: 1 as const })) }) } };
export const Loading: Story = { parameters: { msw: mockApi({ homeBanners: 'loading' }) } };
/** No banner: the area hides itself. */
export const Empty: Story = { parameters: { msw: mockApi({ homeBanners: [] }) } };
/** The banners cannot be loaded: the area hides itself. */
export const Error: Story = { parameters: { msw: mockApi({ homeBanners: { fail: 'Erro interno.' } }) } };
