import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { JsonPanel, type JsonPanelProps } from './json-panel';
import { sampleProblems, sampleTexts } from './studio-samples';

/** The JSON view holding its own draft, as the Studio does in localStorage. */
function JsonStory(props: Pick<JsonPanelProps, 'files' | 'problems' | 'target'>) {
  const [texts, setTexts] = useState(sampleTexts);
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
