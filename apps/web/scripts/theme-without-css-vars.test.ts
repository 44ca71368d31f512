// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { themeWithoutCssVars } from './theme-without-css-vars';

const plugin = themeWithoutCssVars();
const resolve = (source: string, importer: string) =>
  (plugin.resolveId as (source: string, importer: string) => string | null)(source, importer);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);
const CREATE_THEME = '/app/node_modules/@mui/material/styles/createTheme.mjs';

describe('the build without MUI’s CSS-variables theme builder', () => {
  it('replaces only createTheme’s import of it, with a module that refuses when called', async () => {
    const id = resolve('./createThemeWithVars.mjs', CREATE_THEME);
    expect(id).toBeTypeOf('string');
    expect(resolve('./createThemeNoVars.mjs', CREATE_THEME)).toBeNull();
    // The public extendTheme export (styles/index.mjs) keeps the real builder.
    expect(
      resolve('./createThemeWithVars.mjs', '/app/node_modules/@mui/material/styles/index.mjs'),
    ).toBeNull();
    const code = load(id as string) ?? '';
    const stub = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      default: () => unknown;
    };
    expect(() => stub.default()).toThrow(/without CSS variables/);
    expect(load('/some/other/module.js')).toBeNull();
  });
});
