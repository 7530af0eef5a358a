import type { Preview } from '@storybook/react-vite';
import '../src/app/styles.css';
import { installTexts, type StoryLanguage } from '../src/testing/texts';

const LANGUAGES: { value: StoryLanguage; title: string }[] = [
  { value: 'en', title: 'English' },
  { value: 'hi', title: 'हिन्दी (Hindi)' },
  { value: 'ta', title: 'தமிழ் (Tamil)' },
  { value: 'pseudo', title: 'Pseudo: accented, 40% longer' },
];

const preview: Preview = {
  initialGlobals: { language: 'en' },
  globalTypes: {
    language: {
      description: 'The language the story is shown in',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES, dynamicTitle: true },
    },
  },
  decorators: [
    (Story, { globals }) => {
      const language = (globals.language ?? 'en') as StoryLanguage;
      // Before the story renders: widgets outside the app's provider read the texts as they are.
      installTexts(language);
      document.documentElement.lang = language;
      return (
        // A new language remounts the story, so nothing keeps a text of the previous one.
        <div key={language} className="mx-auto max-w-xl p-4">
          <Story />
        </div>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
    // axe runs in every story's panel; a story held to it in the test run says `test: 'error'`.
    a11y: { test: 'off' },
  },
};

export default preview;
