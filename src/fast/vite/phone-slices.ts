import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import type { Plugin } from 'vite';
import { allCallingCodes, sliceMetadata } from '../phone/slice-metadata.ts';

const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as MetadataJson;
const callingCodes = allCallingCodes(full);

const SLICE = 'virtual:phone-slice/';
const INDEX = 'virtual:phone-slices';

/** `#phone-numbers` as package.json's `imports` names it for the browser. */
export const PHONE_NUMBERS = '#phone-numbers';
const packageJson = fileURLToPath(new URL('../../../package.json', import.meta.url));
const browserTarget = (
  JSON.parse(readFileSync(packageJson, 'utf8')) as {
    imports: Record<string, { browser: string }>;
  }
).imports[PHONE_NUMBERS]!.browser;
const browserNumbers = fileURLToPath(new URL(`../../../${browserTarget}`, import.meta.url));

/**
 * libphonenumber for the browser: its code off the first paint, its metadata by calling code.
 *
 * Code that reads a phone imports `#phone-numbers`; package.json's `imports` answers it with
 * src/fast/phone/numbers.ts in a browser and with libphonenumber-js everywhere else (the server,
 * scripts). Vitest's jsdom does not count as a browser for package conditions, so this plugin gives
 * every client environment the browser's answer: the dev server, Vitest's jsdom, Storybook and the
 * build read phones with the same code.
 *
 * It also generates the slices: `virtual:phone-slices` lists every calling code with a loader of
 * its own chunk (`virtual:phone-slice/<code>`), and libphonenumber's code is a chunk of its own.
 */
export function phoneSlices(): Plugin {
  return {
    name: 'phone-slices',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // libphonenumber's code goes only to pages with a phone field, not to every form.
            codeSplitting: {
              groups: [{ name: 'phone', test: /node_modules\/libphonenumber-js/ }],
            },
          },
        },
      },
    }),
    resolveId(id) {
      if (id === PHONE_NUMBERS && this.environment.config.consumer === 'client')
        return browserNumbers;
      if (id.startsWith(SLICE) || id === INDEX) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const codes = Object.keys(callingCodes);
        return [
          `export const callingCodes = ${JSON.stringify(callingCodes)};`,
          `export const slices = {${codes.map((c) => `${c}: () => import(${JSON.stringify(SLICE + c)})`).join(',')}};`,
        ].join('\n');
      }
      if (id.startsWith(`\0${SLICE}`)) {
        const code = id.slice(SLICE.length + 1);
        if (!(code in callingCodes)) this.error(`No calling code +${code}`);
        return `export default ${JSON.stringify(sliceMetadata(full, code))};`;
      }
      return undefined;
    },
  };
}
