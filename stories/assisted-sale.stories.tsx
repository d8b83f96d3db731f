import type { StoryObj } from '@storybook/react-vite';
import { tagMeta } from './harness/tag-story';

const meta = { title: 'Frame/Assisted sale', ...tagMeta('jet-assisted-sale') };
export default meta;
type Story = StoryObj<typeof meta>;

/** `<jet-assisted-sale>` renders nothing: an empty placeholder a theme may already have on its pages (catalogue-and-discovery §2). */
export const Placeholder: Story = {};
