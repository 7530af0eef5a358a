import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors';
import { directionOf, SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { PAGES, pageAt, pageHtmlFile, type PagePath } from '../../shared/pages';
import { pageRenderer } from '../../fast/server-render';
import { formAnswerOf } from '../routes/forms';
import { textsAnswerOf } from '../routes/texts';
import { pageLanguage } from '../page-language';

/**
 * The built SPA beside the API on one port: hashed assets cached for good, any other GET
 * answered with index.html so the router can take it; unknown /api/* stays a JSON 404. A page
 * of src/shared/pages.ts gets its own copy of index.html, which names the chunks and form it needs.
 */
type Say = (language: string, key: 'app.metaDescription') => string;

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

interface Variant {
  etag: string;
  bodies: Record<'br' | 'gzip' | 'identity', Buffer>;
}

/**
 * A page's HTML in another language than English, as built but naming that language: `<html lang>`
 * and `dir` for the first paint, its description, and the texts and form it preloads, so the browser fetches the
 * ones its script will ask for.
 */
function inLanguage(html: string, language: string, say: Say): string {
  if (language === SOURCE_LANGUAGE) return html;
  const description = (lang: string) => attribute(say(lang, 'app.metaDescription'));
  return html
    .replace('<html lang="en">', `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(`content="${description(SOURCE_LANGUAGE)}"`, `content="${description(language)}"`)
    .replaceAll(`/api/v2/texts/${SOURCE_LANGUAGE}"`, `/api/v2/texts/${language}"`)
    .replaceAll(`/api/v2/texts/${SOURCE_LANGUAGE}?`, `/api/v2/texts/${language}?`)
    .replaceAll(`?lang=${SOURCE_LANGUAGE}"`, `?lang=${language}"`);
}

/** A page's HTML as sent: made once per page, language and live version, compressed as the build does. */
function variantOf(text: string): Variant {
  const identity = Buffer.from(text);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    bodies: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) },
  };
}

export const spa = fp<{ clientDir: string }>(async (app, { clientDir }) => {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const pageFiles = new Map(
    Object.keys(PAGES)
      .map((path) => [path, pageHtmlFile(path)] as const)
      .filter(([, file]) => existsSync(join(clientDir, file))),
  );
  const { liveForms } = app;
  const say: Say = (lang, key) => liveForms.text(lang, key);
  // Login, sign-up, the wizard and adding a business arrive with their form rendered (src/fast).
  const renderer = pageRenderer(resolve(clientDir, '../server'), {
    texts: (language, page) =>
      textsAnswerOf(liveForms, language, liveForms.texts(language, undefined, app.pageTexts(page))),
    form: (name, language) => formAnswerOf(liveForms, name, language),
    contact: () => ({ ...app.config.privacyContact }),
    moduleCode: (hash) => liveForms.moduleCode(hash),
    say: (language, key) => liveForms.text(language, key),
    failed: (error, page, language) =>
      app.log.error({ err: error, page, language }, 'page not rendered; sent as built'),
  });
  let variants = new Map<string, Promise<Variant>>();
  let madeFor: number | null = null;
  const variant = (file: string, language: string, rendered?: PagePath) => {
    // A publish may change the form and the description: variants are made again for each version.
    if (liveForms.version() !== madeFor) {
      variants = new Map();
      madeFor = liveForms.version();
    }
    const key = `${language}:${file}:${rendered ?? ''}`;
    let found = variants.get(key);
    if (!found) {
      const html = inLanguage(readFileSync(join(clientDir, file), 'utf8'), language, say);
      found = (
        rendered && renderer ? renderer.render(html, rendered, language) : Promise.resolve(html)
      ).then(variantOf);
      variants.set(key, found);
    }
    return found;
  };
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
  app.setNotFoundHandler(async (request, reply) => {
    if (
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/')
    ) {
      const page = pageAt(request.url);
      const file = (page && pageFiles.get(page)) ?? 'index.html';
      const language = pageLanguage(request);
      const rendered = renderer?.renders(page, request.url) ? page : undefined;
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
      if (language === SOURCE_LANGUAGE && !rendered)
        return reply.sendFile(file, { cacheControl: false });
      const { etag, bodies } = await variant(file, language, rendered);
      reply.header('etag', etag).header('content-type', 'text/html; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const encoding = new Negotiator(request).encoding(['br', 'gzip']) ?? 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(bodies[encoding as keyof Variant['bodies']]);
    }
    throw notFound();
  });
});
