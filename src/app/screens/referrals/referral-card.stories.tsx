import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { calls, serveFakeApi } from '@/testing/fake-api';
import { Toasts } from '@/ui/toasts';
import { ReferralCard } from './referral-card';
import { REFERRAL_STATES, sampleReferral } from './referral-samples';

/**
 * A referral's card in each state, as its receiver sees it (with the moves the state allows) and
 * as its giver does (read-only); held to axe.
 */
const meta = {
  title: 'Referrals/Referral card',
  component: ReferralCard,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ul>
          <Story />
        </ul>
        <Toasts />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ReferralCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New, received: Call and WhatsApp the contact; Contacted or Lost. */
export const ReceivedNew: Story = {
  args: { referral: REFERRAL_STATES.new },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute(
      'href',
      'tel:+919817254989',
    );
    await expect(canvas.getByRole('link', { name: 'WhatsApp Ravi Kumar' })).toHaveAttribute(
      'href',
      'https://wa.me/919817254989',
    );
    await expect(canvas.getByRole('button', { name: 'Contacted' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lost' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Won' })).toBeNull();
  },
};

/** Contacted, received: Won or Lost. */
export const ReceivedContacted: Story = {
  args: { referral: REFERRAL_STATES.contacted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Won' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Contacted' })).toBeNull();
  },
};

/** Won asks the value: "50,000" is sent as 50000. */
export const ReceivedMarkingWon: Story = {
  args: { referral: REFERRAL_STATES.contacted },
  beforeEach: () =>
    serveFakeApi({
      'POST referrals/r1/status': { body: { ...REFERRAL_STATES.won, value: 50000 } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Won' }));
    const value = canvas.getByRole('textbox', { name: 'Value in ₹, excluding GST' });
    await expect(value).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByText('Enter the value in whole rupees, for example 50,000.'),
    ).toBeVisible();
    await userEvent.type(value, '50,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(calls).toContain('POST referrals/r1/status');
  },
};

/** Won: the value in Indian grouping, no moves left. */
export const ReceivedWon: Story = {
  args: { referral: REFERRAL_STATES.won },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,50,000')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Lost: its reason, no moves left. */
export const ReceivedLost: Story = {
  args: { referral: REFERRAL_STATES.lost },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('They chose a shop nearer home.')).toBeVisible();
  },
};

/** Given: the giver reads it, no moves and no Call or WhatsApp. */
export const GivenContacted: Story = {
  args: { referral: { ...REFERRAL_STATES.contacted, mine: 'given' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('To Asha Sharma')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByText('Asha Sharma updates this referral; you see each change here.'),
    ).toBeVisible();
  },
};

/** Given and won: the giver sees the value. */
export const GivenWon: Story = {
  args: { referral: { ...REFERRAL_STATES.won, mine: 'given' } },
};

/** Closed long ago: the contact is erased, and the giver has left the network. */
export const ContactErased: Story = {
  args: {
    referral: sampleReferral({
      ...REFERRAL_STATES.won,
      contact: null,
      need: null,
      giverName: null,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From a former member')).toBeVisible();
    await expect(
      canvas.getByText("The contact's details were erased after the referral closed."),
    ).toBeVisible();
  },
};
