import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ThankYou } from './thank-you';

/** The wizard's end: the support number to call for changes, Log in, and a fresh start. */
const meta = {
  title: 'Wizard/Thank you',
  component: ThankYou,
  args: { supportPhone: '+91 20 4000 1234', phone: '919817254989', onRestart: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThankYouScreen: Story = {
  name: 'Thank you',
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '+91 20 4000 1234' }),
    ).toHaveAttribute('href', 'tel:+912040001234');
  },
};
/** Reloaded: the tab keeps only the fact that the wizard was sent, not the phone. */
export const AfterReload: Story = { args: { phone: undefined } };
/** The configuration has not arrived: the number waits as "…". */
export const NumberNotYetKnown: Story = { args: { supportPhone: undefined } };
/** The next person at the same phone: asked first, so no one's details are cleared by a slip. */
export const AskingToStartAgain: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Fill in for another person' }),
    );
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
