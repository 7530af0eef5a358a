import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchemaForm } from '@/forms/schema-form';
import { loginForm } from '@/forms/generated/login';
import type { StoryLanguage } from '@/testing/texts';
import { validData } from '../../tests/fixtures/forms';
import { formIn } from '../../.storybook/localized-form';
import { SendWait } from './send-wait';

function RefusedSend({ seconds, language }: { seconds: number; language: StoryLanguage }) {
  return (
    <div className="flex flex-col gap-4">
      <SchemaForm
        form={formIn(loginForm, language)}
        defaultFormData={validData.login}
        submitDisabled={seconds > 0}
      />
      <SendWait seconds={seconds} />
    </div>
  );
}

/** The server refused another code for now: Send waits, the fields stay editable, and it says how long. */
const meta = {
  title: 'Sign-in/Refused send',
  component: RefusedSend,
  args: { seconds: 725, language: 'en' },
  render: (args, { globals }) => <RefusedSend {...args} language={globals.language} />,
} satisfies Meta<typeof RefusedSend>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesToWait: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button[type=submit]')).toBeDisabled();
    await expect(
      within(canvasElement).getByText('You can request a new code in 12 min 5s.'),
    ).toBeVisible();
  },
};
export const SecondsToWait: Story = { args: { seconds: 42 } };
