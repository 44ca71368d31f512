import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audiences, candidateSkills, skills, vacancySkills } from '../../../db/schema/index.js';
import { insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../../vacancies/testing/index.js';

const h = useVacancyHarness();
const BASE = '/api/settings/skills';

type SkillRow = {
  externalId: string;
  name: string;
  candidateCount: number;
  vacancyCount: number;
  usage: number;
};

const create = async (name: string): Promise<SkillRow & { id: number }> => {
  const response = await h.send('admin', 'POST', BASE, { name });
  expect(response.statusCode).toBe(201);
  const row = response.json() as SkillRow;
  const [stored] = await h.t.db
    .select({ id: skills.id })
    .from(skills)
    .where(eq(skills.externalId, row.externalId));
  return { ...row, id: stored?.id ?? -1 };
};
const read = async (externalId: string) => h.get('admin', `${BASE}/${externalId}`);
const merge = (from: string, into: string) =>
  h.send('admin', 'POST', `${BASE}/${from}/merge`, { targetExternalId: into });
const skillOptions = async (search: string) =>
  (await h.get('admin', `/api/options/skills?size=50&search_value=${encodeURIComponent(search)}`))
    .json()
    .content.map((o: { label: string }) => o.label);
const candidateSkillsOf = async (externalId: string) => {
  const body = (await h.get('admin', `/api/candidates/${externalId}`)).json();
  const names = (list: { name: string }[]) => list.map((s) => s.name).sort();
  return { primary: names(body.primaryCandidateSkills), secondary: names(body.secondaryCandidateSkills) };
};
const vacancySkillIds = async (vacancyId: number) =>
  (
    await h.t.db
      .select({ skillId: vacancySkills.skillId })
      .from(vacancySkills)
      .where(eq(vacancySkills.vacancyId, vacancyId))
  )
    .map((r) => r.skillId)
    .sort();

describe('Settings > skill management (SET-03)', () => {
  it('[SET-01] [SET-03] TAG and VENDOR get 403 on every skill route, the merge included', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const who of ['tag', 'vendor'] as const) {
      expect((await h.get(who, BASE)).statusCode).toBe(403);
      expect((await h.get(who, `${BASE}/${id}`)).statusCode).toBe(403);
      expect((await h.send(who, 'POST', BASE, { name: 'Go' })).statusCode).toBe(403);
      expect((await h.send(who, 'PUT', `${BASE}/${id}`, { name: 'Go' })).statusCode).toBe(403);
      expect((await h.send(who, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
      expect((await h.send(who, 'POST', `${BASE}/${id}/merge`, { targetExternalId: id })).statusCode).toBe(
        403,
      );
    }
  });

  it('[SET-03] lists skills paged, searched and sorted by name, with candidate and vacancy counts', async () => {
    const java = h.ref.skills.java;
    await insertCandidate(h.t.db, { skills: [{ skillId: java.id }] });
    await insertCandidate(h.t.db, { skills: [{ skillId: h.ref.skills.python.id }, { skillId: java.id }] });
    const vacancy = await insertVacancy(h.t.db);
    await h.t.db.insert(vacancySkills).values({ vacancyId: vacancy.id, skillId: java.id });

    const page = (await h.get('admin', `${BASE}?size=5&search=JAV`)).json();
    expect(page.content).toEqual([
      { externalId: java.externalId, name: 'Java', candidateCount: 2, vacancyCount: 1, usage: 3 },
    ]);
    const desc = (await h.get('admin', `${BASE}?size=100&order=desc`)).json();
    const names: string[] = desc.content.map((r: SkillRow) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    expect(desc.totalElements).toBe(names.length);
    const paged = (await h.get('admin', `${BASE}?size=5&page=1`)).json();
    expect(paged.content).toHaveLength(Math.min(5, names.length));
  });

  it('[SET-03] creates and renames; a name taken in any case is a 409 naming the field; a short one a 400', async () => {
    const created = await create('Kubernetes');
    expect(created).toMatchObject({ name: 'Kubernetes', candidateCount: 0, vacancyCount: 0, usage: 0 });
    const taken = await h.send('admin', 'POST', BASE, { name: 'KUBERNETES' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual([{ path: 'name', message: 'A skill with this name already exists' }]);

    const renamed = await h.send('admin', 'PUT', `${BASE}/${created.externalId}`, {
      name: 'Kubernetes (K8s)',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Kubernetes (K8s)');
    // Its own name in another case is not "taken".
    const recased = await h.send('admin', 'PUT', `${BASE}/${created.externalId}`, {
      name: 'kubernetes (k8s)',
    });
    expect(recased.statusCode).toBe(200);
    const clash = await h.send('admin', 'PUT', `${BASE}/${created.externalId}`, { name: 'java' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: 'A skill with this name already exists' });
    const short = await h.send('admin', 'PUT', `${BASE}/${created.externalId}`, { name: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({ path: 'name' });
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('[SET-03] two ADMINs creating the same name in different case at once: one 201, one 409, one skill', async () => {
    const answers = await Promise.all([
      h.http('admin', 'POST', BASE, { name: 'Terraform' }),
      h.http('admin', 'POST', BASE, { name: 'terraform' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = (await h.get('admin', `${BASE}?search=terraform`)).json().content;
    expect(rows).toHaveLength(1);
  });

  it('[SET-03] a rename shows on the candidates using the skill (they link by id)', async () => {
    const skill = await create('Golang');
    const candidate = await insertCandidate(h.t.db, { skills: [{ skillId: skill.id }] });
    expect((await h.send('admin', 'PUT', `${BASE}/${skill.externalId}`, { name: 'Go' })).statusCode).toBe(
      200,
    );
    expect(await candidateSkillsOf(candidate.externalId)).toEqual({ primary: ['Go'], secondary: [] });
  });

  it('[SET-03] delete is refused while used (409 naming how many candidates, vacancies, audiences); an unused skill is deleted', async () => {
    const used = await create('Scala');
    await insertCandidate(h.t.db, { skills: [{ skillId: used.id }] });
    await insertCandidate(h.t.db, { skills: [{ skillId: used.id }] });
    const vacancy = await insertVacancy(h.t.db);
    await h.t.db.insert(vacancySkills).values({ vacancyId: vacancy.id, skillId: used.id });
    const refused = await h.send('admin', 'DELETE', `${BASE}/${used.externalId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The skill 'Scala' is used by 2 candidates and 1 vacancy: it cannot be deleted",
    );
    // A saved audience naming a skill keeps it too (its filter would silently match nobody).
    const filtered = await create('Elixir');
    const audience = await h.send('admin', 'POST', '/api/engagement/audiences', {
      name: 'Elixir people',
      candidateFilters: { skillExternalIds: [filtered.externalId] },
      applicationFilters: {},
    });
    expect(audience.statusCode).toBe(201);
    const byAudience = await h.send('admin', 'DELETE', `${BASE}/${filtered.externalId}`);
    expect(byAudience.statusCode).toBe(409);
    expect(byAudience.json().message).toBe("The skill 'Elixir' is used by 1 audience: it cannot be deleted");
    const unused = await create('COBOL');
    expect((await h.send('admin', 'DELETE', `${BASE}/${unused.externalId}`)).statusCode).toBe(204);
    expect((await read(unused.externalId)).statusCode).toBe(404);
  });

  it('[SET-03] merge moves every candidate and vacancy to the target (one row each, primary kept), rewrites audiences, deletes the source', async () => {
    const source = await create('ReactJS');
    const target = await create('React.js');
    const other = h.ref.skills.python;
    // Only the source, primary; both (source secondary, target primary); both (source primary, target secondary).
    const onlySource = await insertCandidate(h.t.db, { skills: [{ skillId: source.id, primary: true }] });
    const bothTargetPrimary = await insertCandidate(h.t.db, {
      skills: [
        { skillId: target.id, primary: true },
        { skillId: source.id, primary: false },
      ],
    });
    const bothSourcePrimary = await insertCandidate(h.t.db, {
      skills: [
        { skillId: source.id, primary: true },
        { skillId: target.id, primary: false },
        { skillId: other.id, primary: false },
      ],
    });
    const untouched = await insertCandidate(h.t.db, { skills: [{ skillId: other.id, primary: true }] });
    const vacancyOnlySource = await insertVacancy(h.t.db);
    const vacancyBoth = await insertVacancy(h.t.db);
    await h.t.db.insert(vacancySkills).values([
      { vacancyId: vacancyOnlySource.id, skillId: source.id },
      { vacancyId: vacancyBoth.id, skillId: source.id },
      { vacancyId: vacancyBoth.id, skillId: target.id },
      { vacancyId: vacancyBoth.id, skillId: other.id },
    ]);
    const audience = await h.send('admin', 'POST', '/api/engagement/audiences', {
      name: 'React people',
      candidateFilters: { skillExternalIds: [source.externalId, other.externalId, target.externalId] },
      applicationFilters: {},
    });
    expect(audience.statusCode).toBe(201);

    const merged = await merge(source.externalId, target.externalId);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      target: {
        externalId: target.externalId,
        name: 'React.js',
        candidateCount: 3,
        vacancyCount: 2,
        usage: 5,
      },
      movedCandidates: 3,
      movedVacancies: 2,
    });

    expect(await candidateSkillsOf(onlySource.externalId)).toEqual({ primary: ['React.js'], secondary: [] });
    expect(await candidateSkillsOf(bothTargetPrimary.externalId)).toEqual({
      primary: ['React.js'],
      secondary: [],
    });
    expect(await candidateSkillsOf(bothSourcePrimary.externalId)).toEqual({
      primary: ['React.js'],
      secondary: ['Python'],
    });
    expect(await candidateSkillsOf(untouched.externalId)).toEqual({ primary: ['Python'], secondary: [] });
    expect(await vacancySkillIds(vacancyOnlySource.id)).toEqual([target.id]);
    expect(await vacancySkillIds(vacancyBoth.id)).toEqual([target.id, other.id].sort());
    const leftovers = await h.t.db
      .select()
      .from(candidateSkills)
      .where(eq(candidateSkills.skillId, source.id));
    expect(leftovers).toEqual([]);

    // The source is gone: its page, the options, and the audience's filter names the target once.
    expect((await read(source.externalId)).statusCode).toBe(404);
    expect(await skillOptions('React')).toEqual(['React', 'React.js']);
    const [saved] = await h.t.db
      .select({ filters: audiences.candidateFilters })
      .from(audiences)
      .where(eq(audiences.externalId, audience.json().externalId));
    expect(saved?.filters.skillExternalIds).toEqual([target.externalId, other.externalId]);
    // The candidate list's skill filter finds the moved candidates under the target.
    const filtered = (
      await h.get('admin', `/api/candidates?size=50&skillExternalIds=${target.externalId}`)
    ).json().content;
    expect(filtered.map((c: { externalId: string }) => c.externalId).sort()).toEqual(
      [onlySource.externalId, bothTargetPrimary.externalId, bothSourcePrimary.externalId].sort(),
    );
  });

  it('[SET-03] merge refuses itself, a missing or unknown target (400 naming targetExternalId) and an unknown source (404)', async () => {
    const skill = await create('Rust');
    const itself = await merge(skill.externalId, skill.externalId);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().fields).toEqual([
      { path: 'targetExternalId', message: 'Choose another skill: a skill cannot be merged into itself' },
    ]);
    const missing = await h.send('admin', 'POST', `${BASE}/${skill.externalId}/merge`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].path).toBe('targetExternalId');
    const unknown = await merge(skill.externalId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0]).toMatchObject({ path: 'targetExternalId' });
    const noSource = await merge('00000000-0000-4000-8000-000000000000', skill.externalId);
    expect(noSource.statusCode).toBe(404);
    expect((await read(skill.externalId)).statusCode).toBe(200);
  });

  it('[SET-03] racing merges over real HTTP (A into B with B into A; two of C into D) end consistent: no lost rows, no 500', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await create(`Race A${round}`);
      const b = await create(`Race B${round}`);
      const withA = await insertCandidate(h.t.db, { skills: [{ skillId: a.id }] });
      const withB = await insertCandidate(h.t.db, { skills: [{ skillId: b.id }] });
      const withBoth = await insertCandidate(h.t.db, {
        skills: [
          { skillId: a.id, primary: false },
          { skillId: b.id, primary: true },
        ],
      });
      const vacancy = await insertVacancy(h.t.db);
      await h.t.db.insert(vacancySkills).values([{ vacancyId: vacancy.id, skillId: a.id }]);

      const answers = await Promise.all([
        h.http('admin', 'POST', `${BASE}/${a.externalId}/merge`, { targetExternalId: b.externalId }),
        h.http('admin', 'POST', `${BASE}/${b.externalId}/merge`, { targetExternalId: a.externalId }),
      ]);
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 400 || s === 404)).toBe(true);
      const left = await h.t.db
        .select({ id: skills.id })
        .from(skills)
        .where(inArray(skills.id, [a.id, b.id]));
      expect(left).toHaveLength(1);
      const survivor = left[0]?.id ?? -1;
      for (const candidate of [withA, withB, withBoth]) {
        const rows = await h.t.db
          .select({ skillId: candidateSkills.skillId, primary: candidateSkills.primary })
          .from(candidateSkills)
          .where(eq(candidateSkills.candidateId, candidate.id));
        expect(rows.map((r) => r.skillId)).toEqual([survivor]);
      }
      expect(await vacancySkillIds(vacancy.id)).toEqual([survivor]);
    }

    const c = await create('Race C');
    const d = await create('Race D');
    const withC = await insertCandidate(h.t.db, { skills: [{ skillId: c.id }] });
    const twice = await Promise.all([
      h.http('admin', 'POST', `${BASE}/${c.externalId}/merge`, { targetExternalId: d.externalId }),
      h.http('admin', 'POST', `${BASE}/${c.externalId}/merge`, { targetExternalId: d.externalId }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
    const rows = await h.t.db.select().from(candidateSkills).where(eq(candidateSkills.candidateId, withC.id));
    expect(rows.map((r) => r.skillId)).toEqual([d.id]);
  });
});
