import type { FastifyReply } from 'fastify';
import { directionOf, isKnownLanguage } from '../../shared/i18n/languages';
import { TEXT_SCOPES } from '../../shared/i18n/texts';
import type { LiveForms, LiveTexts } from '../../form-engine/live-forms';
import { notFound } from '../errors';
import { PAGES, type PagePath } from '../../shared/pages';
import { object, type RouteApp } from './schemas';
import { answers } from './answers';

/** A catalogue, compiled for Lingui's runtime: a message is a string or the parts of one. */
const textsAnswer = object(
  {
    language: { type: 'string', examples: ['hi'] },
    dir: { type: 'string', enum: ['ltr', 'rtl'] },
    languages: {
      type: 'array',
      items: { type: 'string' },
      description: 'Every language members may choose, English first.',
    },
    messages: {
      type: 'object',
      additionalProperties: {
        anyOf: [{ type: 'string' }, { type: 'array' }],
        description: 'A message compiled for Lingui: text, or a list of text and placeholders.',
      },
    },
  },
  ['language', 'dir', 'languages', 'messages'],
);
/** The catalogue the browser holds is still current (its ETag matched). */
const notModified = {
  type: 'null',
  description: 'Not modified: the ETag sent still matches.',
} as const;

/**
 * Members' catalogue in one language, as their screens read it: compiled for Lingui's runtime, so
 * the page formats it without parsing. Revalidated with its ETag on every load, so what staff
 * publish reaches the next page load. `?page=` answers only the texts that page's code reads (as
 * the build found them), so a page downloads no other page's words. `?scope=studio` answers the
 * Form Studio's texts instead: words on its screens, not secret, so asked before a staff sign-in.
 */
export default async function textRoutes(app: RouteApp) {
  app.get(
    '/v2/texts/:language',
    {
      schema: {
        params: object({ language: { type: 'string', maxLength: 8, pattern: '^[a-z]{2,3}$' } }, [
          'language',
        ]),
        querystring: object({
          scope: { type: 'string', enum: TEXT_SCOPES },
          page: { type: 'string', enum: Object.keys(PAGES) },
        }),
        response: { ...answers(textsAnswer), 304: notModified },
      },
      // One map of hundreds of messages: JSON.stringify sends it faster than a serialiser compiled
      // from the schema, which visits each message (7602 against 5253 req/s, bench:api). The schema
      // still describes it, and tests check each answer against it.
      serializerCompiler: () => JSON.stringify,
    },
    async (request, reply) => {
      const { liveForms } = app;
      const { language } = request.params;
      if (!isKnownLanguage(language) || !liveForms.languages().includes(language)) throw notFound();
      const { scope, page } = request.query;
      const only = page && scope !== 'studio' ? app.pageTexts(page as PagePath) : undefined;
      const texts = liveForms.texts(language, scope, only);
      const etag = `"${texts.hash}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      // A 304 has no body at all (not even `null`), which only the untyped reply can send.
      if (request.headers['if-none-match'] === etag)
        return (reply as FastifyReply).status(304).send();
      return textsAnswerOf(liveForms, language, texts);
    },
  );
}

/** A language's texts as members load them: this route's answer, and what a rendered page holds. */
export const textsAnswerOf = (liveForms: LiveForms, language: string, texts: LiveTexts) => ({
  language,
  dir: directionOf(language),
  languages: liveForms.languages(),
  messages: texts.messages,
});
