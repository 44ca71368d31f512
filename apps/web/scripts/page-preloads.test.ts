// @vitest-environment node
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkClosure, withPreloads } from './page-preloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '_table.js': { file: 'assets/table-c.js', imports: ['_vendor.js'] },
  'src/app/layout/app-layout.tsx': { file: 'assets/app-layout-d.js', imports: ['_vendor.js'] },
  'src/app/routes/candidates/candidate-list.tsx': {
    file: 'assets/candidate-list-e.js',
    isDynamicEntry: true,
    imports: ['_table.js', '_vendor.js'],
    dynamicImports: ['src/app/routes/candidates/candidate-details.tsx'],
  },
  'src/app/routes/candidates/candidate-details.tsx': { file: 'assets/candidate-details-f.js' },
};

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
  </head>
  <body></body>
</html>
`;

describe("a page's preloads", () => {
  it('are its modules and their static imports, once each; not what it may import later', () => {
    const files = chunkClosure(manifest, [
      'src/app/layout/app-layout.tsx',
      'src/app/routes/candidates/candidate-list.tsx',
    ]);
    expect(files).toEqual([
      'assets/app-layout-d.js',
      'assets/vendor-b.js',
      'assets/candidate-list-e.js',
      'assets/table-c.js',
    ]);
  });

  it('fail the build when a listed module is gone (a renamed route)', () => {
    expect(() => chunkClosure(manifest, ['src/app/routes/candidates/list.tsx'])).toThrow(
      /no chunk for src\/app\/routes\/candidates\/list.tsx/,
    );
  });

  it('go into the head as modulepreload links, leaving out what index.html loads already', () => {
    const html = withPreloads(INDEX, ['assets/app-layout-d.js', 'assets/vendor-b.js', 'assets/table-c.js']);
    const link = (file: string) =>
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${file}">`;
    expect(html).toContain(`${link('app-layout-d.js')}\n`);
    expect(html).toContain(`${link('table-c.js')}\n  </head>`);
    expect(html.match(/vendor-b\.js/g)).toHaveLength(1);
    expect(html.indexOf('table-c.js')).toBeLessThan(html.indexOf('</head>'));
  });
});
