import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryPanel } from './history-panel';
import { sampleVersions } from '../studio-samples';

const meta = {
  title: 'Studio/History',
  component: HistoryPanel,
  args: {
    versions: sampleVersions,
    liveId: 3,
    onRollback: fn(),
    nameOf: (file) =>
      file === 'defs/business.json' ? 'Shared: business fields' : 'Business (add and edit)',
  },
} satisfies Meta<typeof HistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/made on an earlier release of the app/i)).toBeVisible();
    // The changes in words, the raw diff one click away.
    await expect(
      canvas.getByText('Label of Business Name: “Business Name” → “Company name”'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Raw diff')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Roll back to this version' })[0]!);
    // The dialog is portalled out of the story's root.
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await expect(args.onRollback).toHaveBeenCalledWith(sampleVersions[1]!.id);
  },
};

export const Empty: Story = { args: { versions: [], liveId: null } };
