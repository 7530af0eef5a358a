import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A file that replaces a module (`vi.mock`, `vi.doMock`) or a global (`vi.stubGlobal`,
 * `vi.stubEnv`): in a worker whose files share their modules, the replacement would come too late
 * for modules an earlier file loaded, or stay for the files after it.
 */
const REPLACES = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/;

/**
 * The test files under `folders` of `root` that replace a module or a global, as paths from
 * `root`: found by reading them, so a new test that mocks runs isolated without being listed.
 */
export function moduleMockingTests(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.test\.tsx?$/.test(file) &&
          REPLACES.test(readFileSync(join(root, folder, file), 'utf8')),
      )
      .map((file) => `${folder}/${file}`),
  );
}
