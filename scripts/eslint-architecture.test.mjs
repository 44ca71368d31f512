import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundary rule (eslint.architecture.js, docs/architecture.md §6) on code written for the test: each
// case is a file at a real place of the tree importing something; the rule must refuse the imports that
// run up a floor or into another wing's inner files, and accept the others.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function refusals(filePath, specifier) {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

const cases = [
  // [file, import, refused?]
  ['apps/api/src/lib/example.ts', '../wings/people/auth/session.service.js', true],
  ['apps/api/src/lib/example.ts', '../wings/people/index.js', true],
  ['apps/api/src/config/example.ts', '../integrations/mail/index.js', true],
  ['apps/api/src/db/example.ts', '../seed/index.js', true],
  ['apps/api/src/db/example.ts', '../lib/scope.js', true],
  [
    'apps/api/src/wings/vacancies/pipeline/example.ts',
    '../../candidates/pipeline/status-change.repo.js',
    true,
  ],
  ['apps/api/src/wings/vacancies/pipeline/example.ts', '../../candidates/testing/index.js', true],
  ['apps/api/src/wings/vacancies/pipeline/example.ts', '../../../plugins/access-control.js', true],
  [
    'apps/api/src/wings/vacancies/pipeline/example.test.ts',
    '../../candidates/core/candidate-read.repo.js',
    true,
  ],
  ['apps/api/src/app.ts', './wings/mail/delivery/mailer.js', true],
  ['packages/shared/src/core/example.ts', '../candidates/index.js', true],
  ['packages/shared/src/vacancies/schemas/example.ts', '../../candidates/schemas/candidate.js', true],
  ['apps/web/src/lib/example.ts', '../components/data-table/data-table.js', true],
  ['apps/web/src/components/example.tsx', '../features/people/index.js', true],
  ['apps/web/src/lib/example.ts', '@/components/data-table/data-table', true],
  ['apps/web/src/features/people/users/example.tsx', '@/features/candidates/core/api/get-candidate', true],
  ['apps/web/src/features/people/users/example.tsx', '../../../app/routes/page', true],
  ['apps/web/src/features/people/users/example.tsx', '@/features/candidates', false],
  [
    'apps/web/src/features/people/users/example.tsx',
    '@/features/people/vendors/components/vendor-form',
    false,
  ],
  ['apps/web/src/features/people/users/example.tsx', '@/components/form/form-footer', false],
  ['apps/web/src/app/routes/example.tsx', '@/features/candidates/core/components/candidate-table', false],
  ['apps/api/src/wings/vacancies/pipeline/example.ts', '../../candidates/index.js', false],
  ['apps/api/src/wings/vacancies/pipeline/example.ts', '../core/vacancy-read.repo.js', false],
  ['apps/api/src/wings/vacancies/pipeline/example.ts', '../../../lib/scope.js', false],
  ['apps/api/src/wings/vacancies/pipeline/example.test.ts', '../../candidates/testing/index.js', false],
  ['apps/api/src/wings/vacancies/pipeline/example.test.ts', '../../../test/test-app.js', false],
  ['apps/api/src/lib/example.ts', '../db/schema/index.js', false],
  ['apps/api/src/app.ts', './wings/mail/index.js', false],
  ['packages/shared/src/vacancies/schemas/example.ts', '../../candidates/index.js', false],
  ['packages/shared/src/vacancies/schemas/example.ts', '../../core/index.js', false],
];

describe('the boundary lint rule (floors and wings)', () => {
  // Loading the configuration and the TypeScript parser takes seconds on the first file.
  beforeAll(() => eslint.calculateConfigForFile('apps/api/src/app.ts'), 60_000);

  it.each(cases)('%s importing %s: refused = %s', async (file, specifier, refused) => {
    const found = await refusals(file, specifier);
    expect(found.length > 0).toBe(refused);
    if (refused) expect(found[0].message).toContain('docs/architecture.md §6');
  });
});
