import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProblemsPanel } from './problems-panel';
import { sampleProblems } from '../studio-samples';

const meta = {
  title: 'Studio/Problems',
  component: ProblemsPanel,
  args: { problems: sampleProblems, onOpen: fn() },
} satisfies Meta<typeof ProblemsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /schemas\/business\.ui\.json#\/businessCategory/ }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(sampleProblems[0]);
  },
};

export const None: Story = { args: { problems: [] } };

export const Checking: Story = { args: { problems: [], checking: true } };

/** A problem the catalogue words reads in the Studio's language, its place as written. */
export const SaidInTheStudiosLanguage: Story = {
  args: {
    problems: [
      {
        file: 'profile.schema.json',
        pointer: '/properties/languagesSpoken',
        message: 'English as schemas:check prints it',
        code: 'kindChanged',
        values: { answers: 2 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: /^schemas\/profile\.schema\.json#\/properties\/languagesSpoken: /,
    });
    await expect(button).toHaveTextContent('2');
    await expect(button).not.toHaveTextContent('English as schemas:check prints it');
  },
};
