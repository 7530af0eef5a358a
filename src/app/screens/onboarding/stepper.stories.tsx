import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

/** The wizard's three steps, as the member moves through them. */
const meta = {
  title: 'Wizard/Stepper',
  component: Stepper,
  args: { current: 0, done: 0, complete: false },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const completed = (root: HTMLElement) => within(root).queryAllByLabelText('completed');

export const VerifyPhone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verify Phone').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(completed(canvasElement)).toHaveLength(0);
  },
};
export const ProfileInfo: Story = { args: { current: 1, done: 1 } };
/** Back on the phone step after the profile: the step shown is done already. */
export const BackOnDoneStep: Story = {
  args: { current: 0, done: 2 },
  play: async ({ canvasElement }) => {
    await expect(completed(canvasElement)).toHaveLength(2);
  },
};
export const BusinessInfo: Story = { args: { current: 2, done: 2 } };
export const Complete: Story = {
  args: { current: 2, done: 3, complete: true },
  play: async ({ canvasElement }) => {
    await expect(completed(canvasElement)).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
/** The toolbar's language reaches the step names. */
export const InTamil: Story = {
  args: { current: 1, done: 1 },
  globals: { language: 'ta' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Profile Info')).toBeNull();
  },
};

/**
 * Each step's name stays inside its third of a 320 px phone's column (288 px): a name wider than
 * that on one line wraps between its words, never past its column or the screen's edge.
 */
const namesInTheirColumns = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const steps = [...canvasElement.querySelectorAll('li')];
  await expect(steps).toHaveLength(3);
  for (const step of steps) {
    const column = step.getBoundingClientRect();
    const name = step.lastElementChild!.getBoundingClientRect();
    await expect(name.left, `${step.textContent} starts in its column`).toBeGreaterThanOrEqual(
      column.left - 0.5,
    );
    await expect(name.right, `${step.textContent} ends in its column`).toBeLessThanOrEqual(
      column.right + 0.5,
    );
  }
};
const narrowPhone: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 288 }}>
      <Story />
    </div>
  ),
];
export const OnNarrowPhone: Story = {
  args: { current: 1, done: 1 },
  decorators: narrowPhone,
  play: namesInTheirColumns,
};
export const InHindiOnNarrowPhone: Story = {
  args: { current: 1, done: 1 },
  globals: { language: 'hi' },
  decorators: narrowPhone,
  play: namesInTheirColumns,
};
export const InTamilOnNarrowPhone: Story = {
  args: { current: 1, done: 1 },
  globals: { language: 'ta' },
  decorators: narrowPhone,
  play: namesInTheirColumns,
};
