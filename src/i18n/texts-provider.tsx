import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  use,
  type ReactNode,
} from 'react';
import type { Translate } from '@/shared/i18n/format';
import { rememberLanguage } from './language-choice';
import type { TextScope } from '@/shared/i18n/texts';
import { loadLanguage, loadScopeTexts } from './load-texts';
import { currentTexts, setTexts, withTexts, type Texts } from './texts';

interface TextsContextValue extends Texts {
  /** Loads a language, then re-renders the page in it in place (a transition: nothing unmounts). */
  choose(language: string, options?: { remember?: boolean }): Promise<void>;
}

const TextsContext = createContext<TextsContextValue | null>(null);

/**
 * Holds the page's language. A switch loads the catalogue first and then renders in a transition,
 * so screens waiting for their form in the new language keep showing the old one meanwhile, and
 * what the member typed, and where the focus is, stay.
 */
export function TextsProvider({ children }: { children: ReactNode }) {
  const [texts, setState] = useState<Texts>(currentTexts);

  useLayoutEffect(() => {
    document.documentElement.lang = texts.language;
    document.documentElement.dir = texts.dir;
  }, [texts.language, texts.dir]);

  const choose = useCallback(async (language: string, { remember = true } = {}) => {
    const next = await loadLanguage(language);
    if (remember) rememberLanguage(next.language);
    setTexts(next);
    startTransition(() => setState(next));
  }, []);

  const value = useMemo(() => ({ ...texts, choose }), [texts, choose]);
  return <TextsContext value={value}>{children}</TextsContext>;
}

const chooseOutsideProvider = async (language: string) => setTexts(await loadLanguage(language));

/**
 * The page's catalogue, re-rendered on a switch of language. Outside a provider (a widget's test or
 * story) the page's texts are read as they are.
 */
export function useTexts(): TextsContextValue {
  return useContext(TextsContext) ?? { ...currentTexts(), choose: chooseOutsideProvider };
}

/**
 * Adds a scope's catalogue (the Studio's texts) to what `useT()` reads below it, in the page's
 * language; suspends until it is in, so no screen renders a key. A page with no provider (a test,
 * a story) already holds every text.
 */
export function ScopedTexts({
  scope,
  children,
}: {
  scope: Exclude<TextScope, 'members'>;
  children: ReactNode;
}) {
  const page = useContext(TextsContext);
  if (!page) return children;
  return (
    <ScopedTextsLoaded page={page} scope={scope}>
      {children}
    </ScopedTextsLoaded>
  );
}

function ScopedTextsLoaded({
  page,
  scope,
  children,
}: {
  page: TextsContextValue;
  scope: Exclude<TextScope, 'members'>;
  children: ReactNode;
}) {
  const added = use(loadScopeTexts(page.language, scope));
  const value = useMemo(() => ({ ...withTexts(page, added), choose: page.choose }), [page, added]);
  return <TextsContext value={value}>{children}</TextsContext>;
}

/** The page's texts, re-rendered on a switch of language. */
export const useT = (): Translate => useTexts().t;

/** The page's language, the languages offered and the way to switch. */
export function useLanguage() {
  const { language, dir, languages, choose } = useTexts();
  return { language, dir, languages, choose };
}
