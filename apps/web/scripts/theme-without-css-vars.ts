import type { Plugin } from 'vite';

const VIRTUAL = '\0theme-without-css-vars';

/**
 * MUI's `createTheme` imports the CSS-variables theme builder (about 16 KB of source with its helpers)
 * for themes with `cssVariables` or `colorSchemes`; every MUI component pulls `createTheme` in through
 * its default theme, so it sat in the first load of every page. Talent Desk builds one plain theme per
 * scheme (src/app/theme.ts) and never asks for CSS variables: here `createTheme`'s import of that
 * builder gets a module that refuses loudly instead, should a theme ever ask for it.
 */
export function themeWithoutCssVars(): Plugin {
  return {
    name: 'theme-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer
        ?.replaceAll('\\', '/')
        .endsWith('/@mui/material/styles/createTheme.mjs');
      return fromCreateTheme && source === './createThemeWithVars.mjs' ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return `export default function createThemeWithVars() {
  throw new Error('Talent Desk builds its themes without CSS variables (scripts/theme-without-css-vars.ts)');
}`;
    },
  };
}
