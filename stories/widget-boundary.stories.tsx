import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetBoundary } from '../src/elements/widget-boundary';

/** A widget whose render throws (an answer of a shape nobody guarded, a bug). */
function Broken(): never {
  throw new TypeError('products.map is not a function');
}

/**
 * The error boundary every widget renders inside (src/elements/define.ts): a render that throws shows the
 * widget's pt-BR error state with 'Tentar novamente' in its place, never a blank page.
 */
const meta = {
  title: 'Core/Widget error boundary',
  component: WidgetBoundary,
  args: { tag: 'jet-showcase' },
} satisfies Meta<typeof WidgetBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderFailed: Story = {
  render: (args) => <WidgetBoundary {...args}><Broken /></WidgetBoundary>,
  // React logs the error the boundary caught, for the theme's developer: expected here
  parameters: { storyTest: { consoleErrors: [/products\.map is not a function/, /The above error occurred in the <Broken> component/] } },
};
export const Working: Story = { render: (args) => <WidgetBoundary {...args}><p>Vitrine pronta</p></WidgetBoundary> };
