import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '@/forms/preview/field-story';

const meta = {
  title: 'Widgets/OTP',
  component: FieldStory,
  args: {
    schema: { title: 'Enter the OTP', type: 'string', pattern: '^[0-9]{6}$' },
    ui: { 'ui:widget': 'otp' },
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await userEvent.click(first);
    await userEvent.keyboard('4821');
    await expect(canvas.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
  },
};
export const Filled: Story = { args: { value: '482193' } };
export const WithError: Story = {
  args: { value: '482193', error: 'OTP incorrect. Please enter valid OTP' },
};
export const ReadOnly: Story = { args: { value: '482193', readonly: true } };
/** While the code is being verified the boxes are disabled. */
export const Verifying: Story = { args: { value: '482193', disabled: true } };
