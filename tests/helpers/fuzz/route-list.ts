import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registered under /api, as "METHOD /path" (HEAD left out: Fastify adds it
 * to each GET), read from printRoutes' tree so a route added later without fuzzing is noticed.
 */
export function apiRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3}|[├└]── )*)(\S.*?)(?: \(([^)]*)\))?$/.exec(
      line.replace(/\s+$/, ''),
    );
    if (!match) continue;
    const depth = [...match[1]!].length / 4 - 1;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api')) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
