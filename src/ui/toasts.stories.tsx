import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { useT } from '@/i18n/texts-provider';
import type { TextKey, TextValues } from '@/shared/i18n/format';
import { toast, Toasts } from './toasts';

interface ToastStoryProps {
  kind: 'success' | 'error';
  text: TextKey;
  values?: TextValues;
}

/** A toast slides in: visible once its entrance is over. */
const shown = async (text: string) => {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
};

/** Shows one toast of the catalogue, in the toolbar's language, as a screen would after a request. */
function ToastStory({ kind, text, values }: ToastStoryProps) {
  const t = useT();
  const message = t(text, values);
  useEffect(() => {
    toast[kind](message);
    return () => toast.dismiss();
  }, [kind, message]);
  return <Toasts />;
}

const meta = {
  title: 'Toasts',
  component: ToastStory,
} satisfies Meta<typeof ToastStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { kind: 'success', text: 'screen.businessRestored', values: { name: 'Sharma Textiles' } },
  play: async () => {
    await shown('Sharma Textiles is back in your list.');
  },
};
export const Error: Story = {
  args: { kind: 'error', text: 'errors.RATE_LIMITED' },
  play: async () => {
    await shown('Too many requests. Please wait a moment and try again.');
  },
};
