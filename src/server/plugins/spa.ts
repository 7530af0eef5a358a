import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors';
import { HOME_PAGE, PAGES, pageHtmlFile } from '../../shared/pages';

/**
 * The built SPA beside the API on one port: hashed assets cached for good, any other GET
 * answered with index.html so the router can take it; unknown /api/* stays a JSON 404. A page
 * of src/shared/pages.ts gets its own copy of index.html, which names the chunks and form it needs.
 */
/** The page an address shows: `/` is the wizard's, which the router goes to at once. */
const pagePath = (url: string) => {
  const path = url.split('?')[0]!;
  return path === '/' ? HOME_PAGE : path;
};

export const spa = fp<{ clientDir: string }>(async (app, { clientDir }) => {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const pageFiles = new Map(
    Object.keys(PAGES)
      .map((path) => [path, pageHtmlFile(path)] as const)
      .filter(([, file]) => existsSync(join(clientDir, file))),
  );
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Brotli or gzip copies made at build time (scripts/compress-assets.ts).
      preCompressed: true,
      // Our own Cache-Control: hashed assets forever, anything else (icons) for an hour.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/')
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(pageFiles.get(pagePath(request.url)) ?? 'index.html', {
          cacheControl: false,
        });
    }
    throw notFound();
  });
});
