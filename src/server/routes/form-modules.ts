import { formModulesRepository } from '../repositories/form-modules';
import { notFound } from '../errors';
import { object, type RouteApp } from './schemas';

const moduleCode = {
  description: 'The validator module, as JavaScript.',
  content: { 'text/javascript': { schema: { type: 'string' } } },
} as const;

/**
 * Validator modules at immutable hashed URLs on our own origin, so `script-src 'self'` admits them
 * and no page needs eval (live and baseline forms from memory, older versions' and drafts' from
 * the database). Outside /api: the page's own security headers apply, as to any script we serve.
 */
export default async function formModuleRoutes(app: RouteApp) {
  const modules = formModulesRepository(app.db);

  app.get(
    '/forms/:hash.js',
    {
      schema: {
        params: object({ hash: { type: 'string', pattern: '^[a-f0-9]{8,64}$' } }, ['hash']),
        response: { 200: moduleCode },
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const code = app.liveForms.moduleCode(hash) ?? (await modules.code(hash));
      if (code === undefined) throw notFound();
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(code);
    },
  );
}
