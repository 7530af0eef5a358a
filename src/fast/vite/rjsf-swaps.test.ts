// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import {
  checkSwaps,
  installedPath,
  readInstalled,
  rjsfSwaps,
  RJSF_VERSION,
  SWAPS,
} from './rjsf-swaps';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = readInstalled(root);
const installed = (path: string) => installedPath(root, path);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = rjsfSwaps();
const resolveId = (source: string, importer?: string) =>
  (plugin.resolveId as Hook).call({}, source, importer, {});
const configResolved = (config: Partial<ResolvedConfig>) =>
  (plugin.configResolved as Hook).call({}, config);

describe('the RJSF swaps plugin', () => {
  it('finds the installed RJSF to be the pinned one, with every swapped import where it was', () => {
    expect(checkSwaps(read)).toBeUndefined();
    expect(() => configResolved({ root })).not.toThrow();
  });

  it.each(SWAPS.flatMap((swap) => swap.in.map((file) => [file, swap.import] as const)))(
    'answers %s importing %s with a module of ours',
    (file, source) => {
      const to = resolveId(source, installed(file));
      expect(to).toMatch(/\/src\/fast\/.+\.tsx?$/);
      expect(existsSync(to as string)).toBe(true);
    },
  );

  it('leaves the same import from any other file alone', () => {
    expect(resolveId('fast-uri', installed('ajv/dist/compile/resolve.js'))).toBeNull();
    expect(resolveId('@rjsf/utils', installed('@rjsf/core/lib/components/Form.js'))).toBeNull();
    expect(resolveId('./components/fields/index.js', undefined)).toBeNull();
  });

  it('refuses, in one line, an RJSF version other than the pinned one', () => {
    const newer = (path: string) =>
      path === '@rjsf/utils/package.json' ? '{"version":"6.12.0"}' : read(path);
    const problem = checkSwaps(newer);
    expect(problem).toBe(
      `rjsf-swaps: @rjsf/utils is 6.12.0, but the swaps in src/fast/vite/rjsf-swaps.ts were written for ${RJSF_VERSION}; check each swap against it, then update RJSF_VERSION (decision 035)`,
    );
    expect(problem).not.toContain('\n');
  });

  it('refuses, in one line, a swapped file that moved or no longer has the import', () => {
    const moved = SWAPS.map((swap) =>
      swap.use.endsWith('uri.ts') ? { ...swap, in: ['@rjsf/utils/lib/findSchemaDef.js'] } : swap,
    );
    expect(checkSwaps(read, moved)).toBe(
      `rjsf-swaps: @rjsf/utils/lib/findSchemaDef.js no longer exists in RJSF ${RJSF_VERSION}; update that swap in src/fast/vite/rjsf-swaps.ts (decision 035)`,
    );
    const renamed = SWAPS.map((swap) =>
      swap.use.endsWith('all-of.ts') ? { ...swap, import: './mergeAllOf.js' } : swap,
    );
    expect(checkSwaps(read, renamed)).toMatch(
      /^rjsf-swaps: @rjsf\/utils\/lib\/schema\/retrieveSchema\.js no longer imports '\.\/mergeAllOf\.js'/,
    );
  });
});
