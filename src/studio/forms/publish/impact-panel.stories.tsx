import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import english from '../../../../schemas/i18n/en.json';
import { ImpactPanel } from './impact-panel';
import { sampleImpact, sampleProblems } from '../studio-samples';

const meta = {
  title: 'Studio/Impact and publish',
  component: ImpactPanel,
  args: {
    impact: sampleImpact,
    formName: (form) => (form === 'business' ? 'Business (add and edit)' : 'Wizard: business'),
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
    // Every screen the change reaches, and each member once by name with their businesses.
    const screens = canvas.getByRole('list', { name: 'Screens this change reaches' });
    await expect(
      within(screens)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wizard: business', 'Add business', 'Edit business']);
    await expect(canvas.getByText('35 members’ records would become invalid:')).toBeVisible();
    await expect(canvas.getByText('Asha K Rao: Rao Textiles, Rao Silks')).toBeVisible();
    await expect(canvas.getByText('and 33 more members')).toBeVisible();
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

/** Where the Studio has a member's page, their name links to it. */
export const MemberLinks: Story = {
  args: {
    renderMember: (member) => (
      <a href={`/studio/members/${member.memberId}`}>{member.memberName}</a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Asha K Rao' })).toHaveAttribute(
      'href',
      '/studio/members/0b5d7a52-1c1f-4b57-9a8e-3f0c2a1d9e01',
    );
  },
};

/** An editor (no Members area) is told how many members a change reaches, never who. */
export const CountsOnly: Story = {
  args: { impact: { ...sampleImpact, affected: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('35 members’ records would become invalid.')).toBeVisible();
    await expect(canvas.getByText(english['studio.impact.namesHidden'])).toBeVisible();
    await expect(canvas.queryByText(/Asha K Rao/)).toBeNull();
    await expect(canvas.queryByText(/more members/)).toBeNull();
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
