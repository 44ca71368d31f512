import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The VENDOR scope as a repository rule (docs/architecture.md §3, lib/scope.ts): every function that reads
 * the scoped tables (candidates, vacancies, their assignments, status history, resumes) must take the acting
 * user or a where clause built from it (`Actor`, `CandidatesWhere`, `VacanciesWhere`), or say in a `@scope`
 * doc tag why its rows are already scoped (ids of a scoped read, a write). A new endpoint's repository
 * function that forgets the scope fails here, before any VENDOR sees another vendor's data.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['wings', 'jobs'];
const SCOPED_TABLES = new Set([
  'candidates',
  'vacancies',
  'candidateVacancies',
  'candidateStatusHistory',
  'resumes',
]);
const SCOPED_SQL =
  /\b(from|join)\s+"?(candidates|vacancies|candidate_vacancies|candidate_status_history|resumes)\b/i;
const READS = new Set(['from', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);
const SCOPE_PARAMETER = /\b(Actor|CandidatesWhere|VacanciesWhere|AssignmentsWhere|Scoped)\b/;

type Finding = { file: string; line: number; name: string };

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  if (ts.isVariableDeclaration(node.parent)) return node.parent.name.getText();
  if (ts.isPropertyAssignment(node.parent)) return node.parent.name.getText();
  return '(anonymous)';
}

function hasScopeTag(node: ts.Node): boolean {
  const holders = [node, node.parent, node.parent?.parent, node.parent?.parent?.parent];
  return holders.some(
    (holder) => holder !== undefined && ts.getJSDocTags(holder).some((tag) => tag.tagName.text === 'scope'),
  );
}

function isScoped(fn: ts.SignatureDeclaration): boolean {
  return hasScopeTag(fn) || fn.parameters.some((p) => p.type && SCOPE_PARAMETER.test(p.type.getText()));
}

/** Whether the node reads a scoped table: `.from(candidates)`, `.leftJoin(vacancies, ..)`, or raw SQL. */
function readsScopedTable(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const [table] = node.arguments;
    return (
      READS.has(node.expression.name.text) &&
      table !== undefined &&
      ts.isIdentifier(table) &&
      SCOPED_TABLES.has(table.text)
    );
  }
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
    const template = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(template)) return SCOPED_SQL.test(template.text);
    const literal = [template.head.text, ...template.templateSpans.map((s) => s.literal.text)].join(' ');
    const interpolatesTable = template.templateSpans.some(
      (span, i) =>
        ts.isIdentifier(span.expression) &&
        SCOPED_TABLES.has(span.expression.text) &&
        /\b(from|join)\s*$/i.test(
          i === 0 ? template.head.text : (template.templateSpans[i - 1]?.literal.text ?? ''),
        ),
    );
    return SCOPED_SQL.test(literal) || interpolatesTable;
  }
  return false;
}

/** Unscoped reads of one source text: reads whose enclosing functions take no scope (top level: fragments). */
export function unscopedReads(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const visit = (node: ts.Node, functions: ts.SignatureDeclaration[]) => {
    const inside = ts.isFunctionLike(node) ? [...functions, node] : functions;
    if (readsScopedTable(node) && inside.length > 0 && !inside.some(isScoped)) {
      const outer = inside[0];
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (outer) findings.push({ file, line, name: functionName(outer) });
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, []);
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Tests and their helpers (a wing's testing/ folder) insert and read fixtures directly, on purpose.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    const isTestCode = /\.test\.ts$|fixture/i.test(entry.name);
    return entry.name.endsWith('.ts') && !isTestCode ? [path] : [];
  });
}

describe('VENDOR scope is a repository rule', () => {
  it('every repository read of candidates, vacancies, assignments, history or resumes takes the scope', () => {
    const files = SCANNED.flatMap((dir) => {
      try {
        return sourceFiles(join(SRC, dir));
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThan(10);
    const findings = files.flatMap((file) => unscopedReads(relative(SRC, file), readFileSync(file, 'utf8')));
    expect([...new Set(findings.map((f) => `${f.file}:${f.line} ${f.name}`))]).toEqual([]);
  });

  it('the check itself: an unscoped read is found; an actor, a scoped where or a @scope reason pass', () => {
    const source = `
      export async function leaky(db: Queryable, id: number) {
        return db.select().from(candidates).where(eq(candidates.id, id));
      }
      export const leakyArrow = (db: Queryable) => db.select().from(x).innerJoin(vacancies, on);
      export function leakyRaw(db: Queryable) { return db.execute(sql\`select 1 from candidate_vacancies cv\`); }
      export function leakyInterpolated(db: Queryable) { return db.execute(sql\`select 1 from \${resumes}\`); }
      export async function byActor(db: Queryable, actor: Actor) { return db.select().from(candidates); }
      export async function byWhere(db: Queryable, where: VacanciesWhere) { return db.select().from(vacancies); }
      /** @scope ids of a scoped read */
      export async function byIds(db: Queryable, ids: number[]) { return db.select().from(resumes); }
      export function outer(db: Queryable, actor: Actor) {
        return { rows: async () => db.select().from(candidateStatusHistory) };
      }
      const fragment = sql\`exists (select 1 from candidate_vacancies)\`;
      export async function writes(db: Queryable) { return db.update(candidates).set({ a: 1 }); }
      export async function other(db: Queryable) { return db.select().from(skills).innerJoin(languages, on); }
    `;
    expect(unscopedReads('example.ts', source).map((f) => f.name)).toEqual([
      'leaky',
      'leakyArrow',
      'leakyRaw',
      'leakyInterpolated',
    ]);
  });
});
