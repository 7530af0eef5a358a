/** The Translations tab, and the language names and list the workspace and preview read. */
export { TranslationsContainer } from './translations-container';
export { languageName, translatedLanguages } from './translation-model';
