import type { Meta, StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { Logo } from '../widgets/logo/logo';
import { PhoneContact } from '../widgets/phone-contact/phone-contact';
import { mockApi } from '../test/fixtures/mock-api';
import { placeholderImage } from './mocks/images';

function Header() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Logo />
      <PhoneContact />
    </div>
  );
}

const logoSvg = placeholderImage('Jet Store');

const meta = {
  title: 'Header/Logo and phone',
  component: Header,
  parameters: { msw: mockApi({ company: { ...company, logo: logoSvg } }) },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ company: 'loading' }) } };
export const Error: Story = { parameters: { msw: mockApi({ company: { fail: 'Erro interno.' } }) } };
export const NoPhone: Story = { parameters: { msw: mockApi({ company: { ...company, logo: logoSvg, phoneContact: '' } }) } };
