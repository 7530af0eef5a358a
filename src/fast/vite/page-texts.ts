import type { Plugin } from 'vite';
import english from '../../../schemas/i18n/en.json' with { type: 'json' };
import { PAGES, PAGE_TEXTS_FILE, screenSource } from '../../shared/pages.ts';

/** Where a page's code starts besides its screen: the app, and the form engine on a form page. */
const APP_ENTRY = 'src/app/main.tsx';
const FORM_ENGINE = 'src/forms/form-module.ts';
/** The Form Studio reads its own catalogue (`?scope=studio`), never a page's. */
const STUDIO = 'src/studio/studio-screen.tsx';

/**
 * The catalogue keys a module's code names: a string literal that is a key, or one that ends in
 * a dot and so starts keys the code completes at run time (`language.${code}`).
 */
export function keysNamed(code: string, keys: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const [, literal] of code.matchAll(/[`'"]([A-Za-z_]\w*(?:\.\w+)*\.?)(?=[`'"]|\$\{)/g)) {
    const prefix = literal!.endsWith('.');
    for (const key of keys) if (prefix ? key.startsWith(literal!) : key === literal) named.add(key);
  }
  return named;
}

/**
 * Which of members' catalogue keys each page of src/shared/pages.ts can read: those named in the
 * code its page can run, from the app's entry, its screen and the form engine, along static and
 * dynamic imports (its lazy steps, popups and widgets), but not into another page's screen or the
 * Studio. The server answers a page's texts with these keys alone (`?page=`), so a page downloads
 * the words it can show and no other page's; a screen reached later adds its own before it renders.
 */
export function pageTexts(): Plugin {
  let root = '';
  return {
    name: 'page-texts',
    apply: 'build',
    configResolved: (config) => void (root = `${config.root}/`),
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (bundle['index.html']?.type !== 'asset') return;
        const keys = Object.keys(english).filter((key) => !key.startsWith('studio.'));
        const screens = new Set(
          Object.values(PAGES).map((page) => root + screenSource(page.screen)),
        );
        const texts: Record<string, string[]> = {};
        for (const [path, page] of Object.entries(PAGES)) {
          const own = root + screenSource(page.screen);
          const seen = new Set<string>();
          const named = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id) || id === root + STUDIO || (screens.has(id) && id !== own)) return;
            seen.add(id);
            const info = this.getModuleInfo(id);
            if (!info) return;
            if (info.code && !id.includes('/node_modules/'))
              for (const key of keysNamed(info.code, keys)) named.add(key);
            for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) visit(next);
          };
          for (const start of [
            APP_ENTRY,
            'form' in page ? FORM_ENGINE : '',
            screenSource(page.screen),
          ])
            if (start) visit(root + start);
          if (!named.size) throw new Error(`page-texts: no catalogue key found for ${path}`);
          texts[path] = [...named].sort();
        }
        this.emitFile({ type: 'asset', fileName: PAGE_TEXTS_FILE, source: JSON.stringify(texts) });
      },
    },
  };
}
