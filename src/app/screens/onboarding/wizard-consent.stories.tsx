import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NO_TICKS } from '../../components/consent-boxes';
import { WizardConsent, type WizardConsentState } from './wizard-consent';

/**
 * The consent above the wizard's submit (sign-up and agreeing again show the same two boxes): who
 * fills it in, then the privacy notice and 18 or older, worded about the member for a volunteer.
 */
function Consent({ start, showErrors }: { start: WizardConsentState; showErrors: boolean }) {
  const [value, setValue] = useState(start);
  return <WizardConsent value={value} onChange={setValue} showErrors={showErrors} />;
}

const meta = {
  title: 'Wizard/Consent',
  component: Consent,
  args: { start: { ticks: NO_TICKS }, showErrors: false },
} satisfies Meta<typeof Consent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

/** A submit without answers: each says what is missing, below it. */
export const AfterASubmitWithNothingTicked: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Choose who is filling this in.')).toBeVisible();
    await expect(page.getByText('Tick this box to agree to the privacy notice.')).toBeVisible();
  },
};

/** A volunteer: the boxes speak of the member, who will be told by WhatsApp. */
export const AVolunteerForSomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: /volunteer/ }));
    await expect(
      page.getByRole('checkbox', { name: /They have read the privacy notice/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /privacy notice/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const AllGiven: Story = {
  args: { start: { forOther: false, ticks: { notice: true, adult: true } } },
};
