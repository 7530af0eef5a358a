import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import english from '../../schemas/i18n/en.json';
import { ImpactPanel } from './impact-panel';
import { sampleImpact, sampleProblems } from './studio-samples';

const meta = {
  title: 'Studio/Impact and publish',
  component: ImpactPanel,
  args: {
    impact: sampleImpact,
    problems: [],
    hasDraft: true,
    onPublish: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof ImpactPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('37 of 1240 stored records would become invalid.')).toBeVisible();
    const publish = canvas.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await userEvent.type(
      canvas.getByLabelText('Note (what changed and why)'),
      'Longer specialities',
    );
    await userEvent.click(publish);
    await expect(args.onPublish).toHaveBeenCalledWith('Longer specialities');
  },
};

export const BlockedByProblems: Story = {
  args: { problems: sampleProblems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(
      /Fix the 2 problems first/,
    );
  },
};

export const Loading: Story = { args: { impact: undefined, impactLoading: true } };

export const RefusedWithProblems: Story = {
  args: {
    refusal: {
      code: 'FORM_PROBLEMS',
      message: english['errors.FORM_PROBLEMS'],
      problems: sampleProblems,
    },
  },
};

export const VersionConflict: Story = {
  args: { refusal: { code: 'VERSION_CONFLICT', message: english['errors.VERSION_CONFLICT'] } },
};
