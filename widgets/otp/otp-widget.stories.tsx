import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '@/forms/preview/field-story';
import { otpForm } from '@/forms/generated/otp';

const boxes = (root: HTMLElement) => within(root).getAllByRole('textbox');

/** The code's field as the OTP form has it, with its own message for a code that is not 6 digits. */
const meta = {
  title: 'Widgets/OTP',
  component: FieldStory,
  args: {
    schema: otpForm.schema.properties!.otp as Record<string, unknown>,
    ui: { 'ui:widget': 'otp' },
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six empty boxes, none marked wrong. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(boxes(canvasElement).map((box) => (box as HTMLInputElement).value)).toEqual(
      Array(6).fill(''),
    );
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};
/** Four digits typed: focus waits in the fifth box, and nothing is called wrong mid-code. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(boxes(canvasElement)[0]!);
    await userEvent.keyboard('4821');
    await expect(boxes(canvasElement)[4]).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};
export const Filled: Story = { args: { value: '482193' } };
export const WithError: Story = {
  args: { value: '482193', error: 'OTP incorrect. Please enter valid OTP' },
};
export const ReadOnly: Story = { args: { value: '482193', readonly: true } };
/** While the code is being verified the boxes are disabled. */
export const Verifying: Story = { args: { value: '482193', disabled: true } };
