import type { LiveForms } from '../../form-engine/live-forms';
import { notFound } from '../errors';
import { object, type RouteApp } from './schemas';
import { answers } from './answers';

/** A form, as the browser renders it. Its schema and UI schema are JSON Schema and RJSF's own. */
const formAnswer = object(
  {
    name: { type: 'string', examples: ['business'] },
    version: {
      type: ['integer', 'null'],
      description: 'The published version; null for the forms shipped with the code.',
    },
    // Free-form JSON staff shape in the Studio (a bare object would be serialised as `{}`).
    schema: {
      type: 'object',
      additionalProperties: true,
      description: 'The JSON Schema of the form, texts in the language asked.',
    },
    uiSchema: {
      type: 'object',
      additionalProperties: true,
      description: "react-jsonschema-form's UI schema of the form.",
    },
    validator: {
      type: 'string',
      description: "Where the form's precompiled validator module is served.",
      examples: ['/forms/3f9a1c2b7d.js'],
    },
    requires: {
      type: 'array',
      items: { type: 'string' },
      description: 'Rule modules the validator imports, to load beside it.',
    },
  },
  ['name', 'version', 'schema', 'uiSchema', 'validator', 'requires'],
);

/**
 * A form as members load it, in their language: the live schema and UI schema, and where its precompiled validator
 * module is served from our own origin (so `script-src 'self'` holds). Never cached, so a publish
 * reaches the next page load; the module URL itself is immutable.
 */
export default async function formRoutes(app: RouteApp) {
  app.get(
    '/forms/:name',
    {
      schema: {
        params: object({ name: { type: 'string', maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' } }, [
          'name',
        ]),
        // A language not offered reads English, text by text as any untranslated text does.
        querystring: object({ lang: { type: 'string', maxLength: 8, pattern: '^[a-z]{2,3}$' } }),
        response: answers(formAnswer),
      },
    },
    async (request, reply) => {
      const { liveForms } = app;
      const { name } = request.params;
      if (!liveForms.has(name)) throw notFound();
      reply.header('cache-control', 'no-cache');
      return formAnswerOf(liveForms, name, request.query.lang);
    },
  );
}

/** A live form as members load it: this route's answer, and what a rendered page holds. */
export function formAnswerOf(liveForms: LiveForms, name: string, language?: string) {
  const form = liveForms.form(name, language);
  return {
    name,
    version: liveForms.version(),
    schema: form.schema,
    uiSchema: form.uiSchema,
    validator: `/forms/${form.moduleHash}.js`,
    // Named here too, so the browser loads them beside the module instead of after it.
    requires: form.requires,
  };
}
