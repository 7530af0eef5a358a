import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import type { Plugin } from 'vite';
import { allCallingCodes, sliceMetadata } from '../widgets/phone/metadata/slice-metadata.ts';

const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as MetadataJson;
const callingCodes = allCallingCodes(full);
const browserModule = fileURLToPath(
  new URL('../widgets/phone/metadata/libphonenumber.ts', import.meta.url),
);

const SLICE = 'virtual:phone-slice/';
const INDEX = 'virtual:phone-slices';
const MODE = 'virtual:phone-slices/mode';

/**
 * Splits libphonenumber for the browser: its code off the first paint, its metadata by calling
 * code. In the client build, `libphonenumber-js` resolves to widgets/phone/metadata/libphonenumber.ts,
 * which holds none of libphonenumber's code: that comes in its own chunk
 * (widgets/phone/metadata/phone-code.ts, with India's slice) once a phone field is used or a number
 * is read. `virtual:phone-slices` lists every calling code with a loader of its own chunk
 * (`virtual:phone-slice/<code>`). Elsewhere (dev server, Vitest, Storybook's dev server) imports
 * are left alone and libphonenumber keeps its full metadata, as the server does.
 */
export function phoneSlices(): Plugin {
  let sliced = false;
  return {
    name: 'phone-slices',
    enforce: 'pre',
    configResolved(config) {
      sliced = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      if (sliced && id === 'libphonenumber-js') return browserModule;
      if (id.startsWith(SLICE) || id === INDEX || id === MODE) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${MODE}`) return `export const sliced = ${sliced};`;
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
