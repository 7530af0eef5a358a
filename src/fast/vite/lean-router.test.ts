import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { leanRouter } from './lean-router';

/** A page's script bundled as the build bundles it (not minified), with or without the plugin. */
async function bundle(source: string, plugins: Plugin[]) {
  const page: Plugin = {
    name: 'page',
    resolveId: (id) => (id === 'page' ? id : null),
    load: (id) => (id === 'page' ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [page, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'page', external: ['react', 'react-dom'] },
    },
  })) as Rollup.RolldownOutput;
  return output.output[0].code;
}

describe('leanRouter', () => {
  const page = `import { Link, useNavigate } from 'react-router-dom'; console.log(Link, useNavigate);`;
  // React Router's components no page uses: a link that knows it is active, a form it posts.
  const unused = [/function NavLinkWithRef/, /function getFormSubmissionInfo/];

  it('leaves out the components a page does not use', async () => {
    const lean = await bundle(page, [leanRouter()]);
    expect(lean).toContain('function useNavigate');
    for (const text of unused) expect(lean).not.toMatch(text);
  });

  it('is needed: without it they are bundled', async () => {
    const whole = await bundle(page, []);
    for (const text of unused) expect(whole).toMatch(text);
  });
});
