import { describe, expect, it } from 'vitest';
import { createRng } from '../seed/prng.js';
import {
  availableKinds,
  buildCatalog,
  dashboardPaths,
  MIX_WEIGHTS,
  pickRequest,
  REQUEST_KINDS,
  type RequestKind,
} from './mixed-load-mix.js';
import { MIXED_LOAD_DEFAULTS, parseMixedLoadOptions } from './mixed-load-options.js';
import { mixedLoadReport, summariseLoad, type Sample } from './mixed-load-stats.js';

const CANDIDATE = '00000000-0000-4000-8000-000000000001';
const VACANCY = '00000000-0000-4000-8000-000000000002';

describe('mixed load: options', () => {
  it('defaults to the issue target: 200 users, 300 s, 2000 ms think, a million candidates', () => {
    expect(parseMixedLoadOptions([])).toEqual(MIXED_LOAD_DEFAULTS);
    expect(MIXED_LOAD_DEFAULTS).toMatchObject({
      users: 200,
      durationSeconds: 300,
      thinkMs: 2000,
      candidates: 1_000_000,
    });
  });

  it('reads each option, in both spellings; think 0 is a closed loop', () => {
    const options = parseMixedLoadOptions([
      '--users',
      '50',
      '--duration=30',
      '--think',
      '0',
      '--candidates',
      '20000',
      '--sessions=2',
      '--seed',
      '7',
    ]);
    expect(options).toEqual({
      users: 50,
      durationSeconds: 30,
      thinkMs: 0,
      candidates: 20_000,
      sessionsPerUser: 2,
      seed: 7,
    });
  });

  it('takes the size from BENCH_CANDIDATES like the other benches, the option first', () => {
    expect(parseMixedLoadOptions([], { BENCH_CANDIDATES: '5000' }).candidates).toBe(5000);
    expect(parseMixedLoadOptions(['--candidates', '800'], { BENCH_CANDIDATES: '5000' }).candidates).toBe(800);
  });

  it('refuses bad values naming the option, and unknown options', () => {
    expect(() => parseMixedLoadOptions(['--users', '0'])).toThrow(/--users must be a whole number/);
    expect(() => parseMixedLoadOptions(['--duration', '1.5'])).toThrow(/--duration/);
    expect(() => parseMixedLoadOptions(['--think', '-1'])).toThrow(/--think/);
    expect(() => parseMixedLoadOptions(['--think', ''])).toThrow(/--think/);
    expect(() => parseMixedLoadOptions(['--candidates', '100'])).toThrow(/--candidates .* from 300/);
    expect(() => parseMixedLoadOptions([], { BENCH_CANDIDATES: 'many' })).toThrow(/--candidates/);
    expect(() => parseMixedLoadOptions(['--userz', '5'])).toThrow(/userz/);
  });
});

describe('mixed load: the mix', () => {
  const catalogOf = (role: 'ADMIN' | 'TAG' | 'VENDOR', ids = true) =>
    buildCatalog({
      role,
      candidateIds: ids ? [CANDIDATE] : [],
      vacancyIds: ids ? [VACANCY] : [],
      dashboardBlocks: role === 'VENDOR' ? ['openVacancies', 'latest'] : ['review', 'latest', 'readyForBgc'],
    });

  it('the weights are percentages of the whole mix', () => {
    expect(REQUEST_KINDS.reduce((sum, kind) => sum + MIX_WEIGHTS[kind], 0)).toBe(100);
  });

  it('[SEARCH-06] a VENDOR searches only vacancies and candidates; staff search every kind', () => {
    const kindsOf = (paths: readonly string[]) =>
      [...new Set(paths.map((p) => /\/es\/(\w+)\/search/.exec(p)?.[1]))].sort();
    expect(kindsOf(catalogOf('VENDOR').search)).toEqual(['candidate', 'vacancy']);
    expect(kindsOf(catalogOf('TAG').search)).toHaveLength(8);
    expect(kindsOf(catalogOf('ADMIN').search)).toHaveLength(8);
  });

  it('details, history and pipelines are of the ids the session listed; the dashboard of its blocks', () => {
    const catalog = catalogOf('TAG');
    expect(catalog['candidate details']).toEqual([`/api/candidates/${CANDIDATE}`]);
    expect(catalog['candidate history']).toEqual([`/api/candidates/${CANDIDATE}/history`]);
    expect(catalog['vacancy details']).toEqual([`/api/vacancies/${VACANCY}`]);
    expect(catalog['vacancy candidates'][0]).toMatch(`/api/vacancies/${VACANCY}/candidates?`);
    expect(dashboardPaths(['openVacancies', 'applications', 'readyForBgc'])).toEqual([
      '/api/dashboard',
      '/api/vacancies/dashboard?page=1',
      '/api/candidates/lists/new?page=1',
      '/api/candidates/lists/ready-for-bgc?page=1',
    ]);
  });

  it('picks kinds in proportion to their weights, with the same sequence for the same seed', () => {
    const catalog = catalogOf('ADMIN');
    const draws = 20_000;
    const counts = new Map<RequestKind, number>();
    const rng = createRng(42);
    let strays = 0;
    for (let i = 0; i < draws; i++) {
      const { kind, path } = pickRequest(catalog, rng);
      if (!catalog[kind].includes(path)) strays += 1;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    expect(strays).toBe(0);
    for (const kind of REQUEST_KINDS) {
      expect(Math.abs(((counts.get(kind) ?? 0) / draws) * 100 - MIX_WEIGHTS[kind])).toBeLessThan(1.5);
    }
    const sequence = (seed: number) => {
      const r = createRng(seed);
      return Array.from({ length: 20 }, () => pickRequest(catalog, r).path);
    };
    expect(sequence(3)).toEqual(sequence(3));
    expect(sequence(3)).not.toEqual(sequence(4));
  });

  it('never picks a kind the session has nothing for', () => {
    const catalog = catalogOf('VENDOR', false);
    const empty: RequestKind[] = [
      'candidate details',
      'candidate history',
      'vacancy candidates',
      'vacancy details',
    ];
    expect(availableKinds(catalog)).toEqual(REQUEST_KINDS.filter((k) => !empty.includes(k)));
    const rng = createRng(1);
    for (let i = 0; i < 2000; i++) expect(empty).not.toContain(pickRequest(catalog, rng).kind);
  });
});

describe('mixed load: aggregation', () => {
  const samples = (kind: RequestKind, times: number[], outcome: Sample['outcome'] = 200): Sample[] =>
    times.map((ms) => ({ kind, ms, outcome }));

  it('sums up overall and per kind in the mix order, with requests/s over the measured time', () => {
    const list = samples(
      'candidate list',
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    const options = samples('options', [5, 5, 5, 5]);
    const summary = summariseLoad([...options, ...list], 10);
    expect(summary.kinds.map((k) => k.kind)).toEqual(['candidate list', 'options']);
    const [listSummary, optionsSummary] = summary.kinds;
    expect(listSummary).toMatchObject({
      n: 100,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
      requestsPerSecond: 10,
      errors: 0,
    });
    expect(optionsSummary).toMatchObject({ n: 4, p95: 5, requestsPerSecond: 0.4 });
    expect(listSummary?.share).toBeCloseTo(100 / 104);
    expect(summary.overall).toMatchObject({ kind: 'all', n: 104, requestsPerSecond: 10.4, errors: 0 });
    expect(summary.goal).toEqual({ p95Ms: 200, p95Met: true, errorsMet: true, met: true });
    expect(mixedLoadReport(summary)).toMatch(/: PASS$/);
  });

  it('counts non-2xx answers and failed requests as errors, by kind and status; any error fails', () => {
    const summary = summariseLoad(
      [
        ...samples('candidate details', [10, 10]),
        ...samples('candidate details', [12], 404),
        ...samples('search', [30, 31], 500),
        ...samples('candidate details', [30_000], 'timeout'),
        ...samples('options', [3], 'network'),
        ...samples('options', [4], 204),
      ],
      1,
    );
    expect(summary.errors).toEqual([
      { kind: 'candidate details', outcome: 404, count: 1 },
      { kind: 'candidate details', outcome: 'timeout', count: 1 },
      { kind: 'options', outcome: 'network', count: 1 },
      { kind: 'search', outcome: 500, count: 2 },
    ]);
    expect(summary.overall.errors).toBe(5);
    expect(summary.goal.errorsMet).toBe(false);
    expect(summary.goal.met).toBe(false);
    const report = mixedLoadReport(summary);
    expect(report).toContain('errors: request kind');
    expect(report).toMatch(/: FAIL$/);
  });

  it('fails on a p95 at or above the goal, and when nothing was measured', () => {
    const slow = summariseLoad(
      samples(
        'dashboard',
        Array.from({ length: 20 }, () => 200),
      ),
      1,
    );
    expect(slow.goal).toMatchObject({ p95Met: false, errorsMet: true, met: false });
    expect(summariseLoad([], 1).goal.met).toBe(false);
  });
});
