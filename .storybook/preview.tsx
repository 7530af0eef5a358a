import type { Preview } from '@storybook/react-vite';
import '../src/app/styles.css';
import { installEnglishTexts } from '../src/testing/texts';

installEnglishTexts();

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
