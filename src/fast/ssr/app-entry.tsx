import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
// The one import of the app in src/fast: the tree the browser hydrates (eslint.config.js).
import { AppRoot, primePage } from '@/app/app-root';
import type { PageData } from '@/shared/page-data';

/**
 * The server's build of the app (`vite build --ssr`, to dist/server): a page's markup, rendered as
 * the browser renders it on its first render, once every screen chunk, widget and form it needs has
 * loaded. The page's texts and forms are module state, as in the browser, so renders take turns.
 */
let turn: Promise<unknown> = Promise.resolve();

export function renderPage(address: string, data: PageData): Promise<string> {
  const rendered = turn.then(async () => {
    primePage(data);
    const { prelude } = await prerenderToNodeStream(
      <AppRoot router={(routes) => <StaticRouter location={address}>{routes}</StaticRouter>} />,
      {
        onError: (error) => void console.error('render', address, error),
        // Every boundary in place, in order: a boundary sent after the rest (React's default above
        // 12.8 kB) is put in place by an inline script, which the page's policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    await new Promise<void>((done, fail) =>
      prelude
        .pipe(
          new Writable({
            write(chunk: Buffer, _encoding, next) {
              chunks.push(chunk);
              next();
            },
          }),
        )
        .on('finish', done)
        .on('error', fail),
    );
    return Buffer.concat(chunks).toString('utf8');
  });
  turn = rendered.catch(() => undefined);
  return rendered;
}
