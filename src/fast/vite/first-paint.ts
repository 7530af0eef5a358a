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
 * - The header's logo is drawn in the page as SVG markup rather than an image of it: an image is
 *   painted only once decoded, in a frame after the text, and it is the header's largest element,
 *   so Lighthouse's simulation had the page's largest paint wait behind the scripts.
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
          .replace(INLINED_SVG_IMAGE, (_, encoded: string, attributes: string) =>
            inlineSvg(encoded, attributes),
          )
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

/** A decorative SVG image the build inlined as a data URL (`alt=""`), and its other attributes. */
const INLINED_SVG_IMAGE = /<img src="data:image\/svg\+xml([^"]+)" alt="" ([^>]*?)\s*\/?>/g;

/** The image's SVG as markup, sized and classed as the image was, hidden from screen readers. */
function inlineSvg(encoded: string, attributes: string): string {
  const svg = encoded.startsWith(';base64,')
    ? Buffer.from(encoded.slice(';base64,'.length), 'base64').toString()
    : decodeURIComponent(encoded.slice(1));
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error('first-paint: an inlined SVG image has no viewBox');
  return svg
    .trim()
    .replace(
      /^<svg[^>]*>/,
      `<svg viewBox="${viewBox}" ${attributes} aria-hidden="true" focusable="false">`,
    );
}
