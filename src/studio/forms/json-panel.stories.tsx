import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JsonPanel, type JsonPanelProps } from './json-panel';
import { sampleProblems, sampleTexts } from './studio-samples';

/** The JSON view holding its own draft, as the Studio does in localStorage. */
function JsonStory({
  drafts,
  ...props
}: Pick<JsonPanelProps, 'files' | 'problems' | 'target'> & { drafts?: Record<string, string> }) {
  const [texts, setTexts] = useState({ ...sampleTexts, ...drafts });
  const drafted = new Set(Object.keys(texts).filter((path) => texts[path] !== sampleTexts[path]));
  return (
    <JsonPanel
      {...props}
      texts={texts}
      drafted={drafted}
      onChange={(file, text) => setTexts((t) => ({ ...t, [file]: text }))}
      onDiscard={(file) => setTexts((t) => ({ ...t, [file]: sampleTexts[file]! }))}
    />
  );
}

const meta = {
  title: 'Studio/JSON editor',
  component: JsonStory,
  args: {
    files: ['business.schema.json', 'business.ui.json', 'defs/business.json'],
    problems: [],
  },
} satisfies Meta<typeof JsonStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Schema: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.cm-content')?.textContent).toContain('allOf'),
    );
  },
};

/** Discarding a draft asks first: Cancel keeps it, confirming puts the live text back. */
export const DiscardAsksFirst: Story = {
  args: { drafts: { 'business.schema.json': '{ "title": "Draft" }\n' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const editor = () => canvasElement.querySelector('.cm-content')?.textContent;
    await waitFor(() => expect(editor()).toContain('Draft'));
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await userEvent.click(
      within(page.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await expect(editor()).toContain('Draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    const dialog = within(page.getByRole('alertdialog'));
    await expect(dialog.getByText('Discard the draft of this file?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(editor()).toContain('allOf'));
  },
};

/** Problems marked in the text, the clicked one selected. */
export const WithProblems: Story = {
  args: {
    files: ['business.ui.json', 'defs/business.json'],
    problems: sampleProblems,
    target: { file: 'business.ui.json', pointer: '/businessCategory/ui:widget', key: 1 },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.cm-lintRange-error')).not.toBeNull());
  },
};
