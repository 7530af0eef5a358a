import { notFound } from '../errors';
import { object, type RouteApp } from './schemas';

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
      },
    },
    async (request, reply) => {
      const { liveForms } = app;
      const { name } = request.params;
      if (!liveForms.has(name)) throw notFound();
      const form = liveForms.form(name, request.query.lang);
      reply.header('cache-control', 'no-cache');
      return {
        name,
        version: liveForms.version(),
        schema: form.schema,
        uiSchema: form.uiSchema,
        validator: `/forms/${form.moduleHash}.js`,
        // Named here too, so the browser loads them beside the module instead of after it.
        requires: form.requires,
      };
    },
  );
}
