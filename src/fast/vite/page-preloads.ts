import type { Plugin, Rollup } from 'vite';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages.ts';
import { textsUrl } from '../../shared/i18n/texts.ts';
import { PAGES, pageHtmlFile, screenSource, type PagePath } from '../../shared/pages.ts';

/** Every page with a form loads the form engine, which its route asks for beside the screen. */
const FORM_ENGINE = 'src/forms/form-module.ts';

/**
 * One HTML file per page of src/shared/pages.ts: index.html plus the chunks that page's screen
 * needs and, for a page with a form, the form engine's chunks and the form itself; its texts
 * preload asks for that page's texts alone. Without them the
 * browser learns of those only once the entry has run, a whole round trip later on a phone. The
 * form is named in English; the server names it in the page's language when it sends the page.
 */
export function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved: (config) => void (root = `${config.root}/`),
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        // Only the app's build: the form bench and Storybook build pages of their own.
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (source: string) => {
          const chunk = chunks.find((c) => c.moduleIds.includes(root + source));
          if (!chunk) throw new Error(`page-preloads: no chunk holds ${source}`);
          return chunk;
        };
        /** A chunk and everything it imports statically, as the browser must fetch them. */
        const withImports = (chunk: Rollup.OutputChunk, into = new Set<string>()) => {
          if (!into.has(chunk.fileName)) {
            into.add(chunk.fileName);
            for (const file of chunk.imports) withImports(byFile.get(file)!, into);
          }
          return into;
        };
        const entry = withImports(chunks.find((chunk) => chunk.isEntry)!);

        for (const [path, page] of Object.entries(PAGES)) {
          // The form engine first: the form's validator and widgets wait for it, not for the screen.
          const files = 'form' in page ? withImports(chunkOf(FORM_ENGINE)) : new Set<string>();
          withImports(chunkOf(screenSource(page.screen)), files);
          const links = [
            // The form first: what it names (its validator, its widgets) is the last thing loaded.
            'form' in page
              ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/forms/${page.form}?lang=${SOURCE_LANGUAGE}">`
              : '',
            ...[...files]
              .filter((file) => !entry.has(file))
              .map(
                (file) =>
                  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
              ),
          ];
          const allTexts = `href="${textsUrl(SOURCE_LANGUAGE, 'all')}"`;
          if (!String(html.source).includes(allTexts))
            throw new Error(`page-preloads: index.html no longer preloads ${allTexts}`);
          this.emitFile({
            type: 'asset',
            fileName: pageHtmlFile(path),
            source: String(html.source)
              // Only the texts this page reads (src/fast/vite/page-texts.ts).
              .replace(allTexts, `href="${textsUrl(SOURCE_LANGUAGE, path as PagePath)}"`)
              .replace('</head>', `${links.join('')}</head>`),
          });
        }
      },
    },
  };
}
