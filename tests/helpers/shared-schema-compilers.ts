import { createRequire } from 'node:module';

/**
 * Every Fastify app compiles each route's schemas when it gets ready: a request validator (ajv,
 * through @fastify/ajv-compiler) and a response serializer (fast-json-stringify, through
 * @fastify/fast-json-stringify-compiler). That is about half of an app's start, and the API suite
 * builds an app per test in many files, each compiling the same schemas again.
 *
 * Imported by tests/helpers/api-app.ts, this module makes the apps of one test process share what
 * they compiled: the same schema text, with the same shared schemas and options, gets the function
 * already compiled for it. Fastify is untouched: it still uses its default compilers (so its default
 * handling, such as lower-casing header schemas, stays); their factories, which Fastify `require`s
 * for each app, now keep what they compiled. A schema that JSON cannot spell whole (a function, a
 * RegExp) or that declares an `$id` is compiled for its own app as before.
 *
 * Should Fastify stop loading its compilers that way, apps would compile their own again (slower,
 * never wrong); `sharedCompilerStats` shows whether the sharing is in effect.
 */
const requireFromHere = createRequire(import.meta.url);
// Fastify's own copies of the two compiler packages, as Fastify resolves them.
const requireFromFastify = createRequire(requireFromHere.resolve('fastify'));

type Compile = (route: Record<string, unknown>) => unknown;
type Factory = (...args: unknown[]) => Compile;
type Selector = (...args: unknown[]) => Factory;

export const sharedCompilerStats = { compiled: 0, reused: 0, own: 0 };

/** The text of a value, or undefined when JSON would lose part of it. */
function textOf(value: unknown): string | undefined {
  let faithful = true;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') faithful = false;
    else if (v instanceof RegExp || v instanceof Date || v instanceof Map || v instanceof Set)
      faithful = false;
    return v;
  });
  return faithful ? text : undefined;
}

/**
 * A selector whose factories, (externalSchemas, options) => compile(route), share one cache for the
 * process: keyed by the factory's arguments and the route's schema with the parts of the call that
 * may select a different function (`httpPart` for a validator, status and media type for a
 * serializer). On a miss, the schema is compiled by one compiler kept per factory arguments (ajv's
 * own pool does the same within one app). A schema with an `$id` anywhere goes to the app's own
 * compiler, as without this module: ajv keeps schemas by `$id`, and two apps may mean two schemas.
 */
function sharing(original: Selector): Selector {
  const shared = original();
  const compiled = new Map<string, unknown>();
  const factory: Factory = (...factoryArgs) => {
    const context = textOf(factoryArgs);
    let sharedCompile: Compile | undefined;
    let ownCompile: Compile | undefined;
    const own = (route: Record<string, unknown>) => {
      sharedCompilerStats.own += 1;
      return (ownCompile ??= original()(...factoryArgs))(route);
    };
    return (route) => {
      const { schema, httpPart, httpStatus, contentType } = route;
      const text = textOf([schema, httpPart, httpStatus, contentType]);
      if (context === undefined || text === undefined || text.includes('"$id"')) return own(route);
      const key = `${context}\u0000${text}`;
      if (compiled.has(key)) {
        sharedCompilerStats.reused += 1;
        return compiled.get(key);
      }
      const fn = (sharedCompile ??= shared(...factoryArgs))(route);
      sharedCompilerStats.compiled += 1;
      compiled.set(key, fn);
      return fn;
    };
  };
  // Called with options (ajv-compiler's JTD serializer), it is the package's own selector.
  return (...args) => (args.length > 0 ? original(...args) : factory);
}

/** Replaces a compiler package's export, as Fastify will `require` it, by a sharing selector. */
function share(name: string) {
  const path = requireFromFastify.resolve(name);
  const original = requireFromFastify(name) as Selector & Record<string, unknown>;
  if (original.sharedAcrossApps) return;
  const replacement = Object.assign(sharing(original), original, { sharedAcrossApps: true });
  // The package's named and `default` exports of the selector point at the replacement too.
  for (const key of ['default', 'AjvCompiler', 'SerializerSelector'])
    if (original[key] === original) (replacement as Record<string, unknown>)[key] = replacement;
  requireFromFastify.cache[path]!.exports = replacement;
}

share('@fastify/ajv-compiler');
share('@fastify/fast-json-stringify-compiler');
