import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '@/forms/preview/field-story';

const meta = {
  title: 'Widgets/Phone',
  component: FieldStory,
  args: {
    schema: { title: 'Phone Number', type: 'string', phone: true },
    ui: { 'ui:widget': 'phone', 'ui:options': { defaultCountry: 'IN' } },
    required: true,
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Country code/ })).toHaveTextContent(
      '+91',
    );
  },
};
export const Filled: Story = { args: { value: '919876543210' } };
export const OtherCountry: Story = { args: { value: '447911123456' } };
export const WithError: Story = { args: { value: '9198765', error: 'Invalid phone number' } };
export const ReadOnly: Story = { args: { value: '919876543210', readonly: true } };
export const Disabled: Story = { args: { value: '919876543210', disabled: true } };
/** The country list arrives lazily; this opens it and searches by dial code. */
export const CountrySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Country code/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByPlaceholderText('Search...'), '971');
    await expect(await page.findByRole('option', { name: /United Arab Emirates/ })).toBeVisible();
  },
};
