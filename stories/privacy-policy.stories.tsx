import type { StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { Reply, mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const policy = `<h2>Política de Privacidade</h2>
<p>A Jet Store respeita a sua privacidade e trata os seus dados pessoais de acordo com a LGPD (Lei nº 13.709/2018).</p>
<h3>Quais dados coletamos</h3><p>Nome, e-mail, CPF ou CNPJ, telefone e endereços de entrega.</p>
<h3>Seus direitos</h3><p>Peça acesso, correção ou exclusão dos seus dados pelo e-mail privacidade@jetstore.example.com.</p>`;
const withPolicy = (changes: Partial<typeof company.privacyPolicy>) => ({ ...company, privacyPolicy: { ...company.privacyPolicy, policyPrivacy: policy, ...changes } });

const meta = {
  title: 'Content/Privacy policy',
  ...tagMeta('jet-privacy-policy', {
    parameters: { msw: mockApi({ company: withPolicy({}) }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The store's policy (its own heading shows the title; the page's h1 is for assistive technology), with the date of its last change. */
export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ company: 'loading' }) } };
/** The settings cannot be loaded: a message and 'Tentar novamente'. */
export const Error: Story = { parameters: { msw: mockApi({ company: { fail: 'Erro interno.' } }) } };
/** A 200 of another shape: the same as a failed read. */
export const WrongShape: Story = { parameters: { msw: mockApi({ company: new Reply(200, { data: 42 }) }) } };
/** A disabled policy: the shopper is sent to '/' (the story's page stays, the widget stays loading). */
export const Disabled: Story = { parameters: { msw: mockApi({ company: withPolicy({ statusPolicyPrivacy: false }) }) } };
