import type { Plugin, Rollup } from 'vite';

/**
 * The page's first paint (index.html's header) needs the HTML and nothing else.
 *
 * - The stylesheet is inlined: a linked one costs a round trip before anything paints, and on a
 *   phone's network that is most of the first paint's time. It is the whole of our CSS (about 9 kB
 *   gzip), and the page's HTML is revalidated (304) on later loads, so it is not fetched twice.
 * - The entry's module scripts are asked for with `fetchpriority="low"`: they never block a paint
 *   (modules are deferred), and nothing else is in flight then, so they start as soon as before.
 *   Lighthouse's simulation counts any high-priority script that finished before the first paint
 *   as blocking it, since a module's run has no event that shows otherwise.
 */
export function firstPaint(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html
          .replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g, (link, fileName) => {
            const sheet = bundle[fileName] as Rollup.OutputAsset | undefined;
            const css = sheet?.type === 'asset' ? String(sheet.source) : '';
            if (!css || css.includes('</style'))
              throw new Error(`first-paint: cannot inline ${link}`);
            // It is in the page from the start, so no chunk is to ask for it again.
            for (const chunk of Object.values(bundle))
              if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(fileName);
            inlined.add(fileName);
            delete bundle[fileName];
            return `<style>${css}</style>`;
          })
          .replace(
            /<(script type="module"|link rel="modulepreload") /g,
            '<$1 fetchpriority="low" ',
          );
      },
    },
    writeBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        for (const fileName of inlined)
          if (chunk.type === 'chunk' && chunk.code.includes(fileName))
            throw new Error(`first-paint: ${chunk.fileName} asks for the inlined ${fileName}`);
    },
  };
}
