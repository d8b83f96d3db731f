import type { StoryObj } from '@storybook/react-vite';
import { emit } from '../src/events';
import { company, signedIn } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

// The login modal any page opens with `jet:login-open`; closed until then.
const meta = {
  title: 'Customer/Login modal',
  ...tagMeta('jet-login-modal', {
    parameters: { msw: mockApi({ company, socialProviders: [], login: { data: signedIn } }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: nothing shows until a page asks. */
export const Closed: Story = {};

/** The modal with the identification's identifier locked (`jet:login-open` with { identifier }). */
export const ModalLocked: Story = { play: async () => emit('jet:login-open', { identifier: 'maria@example.com' }) };

/** The modal opened by theme code (`jet:login-open` without an identifier). */
export const ModalFromEvent: Story = { play: async () => emit('jet:login-open', {}) };
