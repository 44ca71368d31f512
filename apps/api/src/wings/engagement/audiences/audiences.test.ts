import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FILTER_MESSAGES, AUDIENCE_MESSAGES, CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { audiences } from '../../../db/schema/index.js';
import {
  AUDIENCES_URL as URL,
  openAudienceHarness,
  type AudienceHarness,
} from '../testing/audience-harness.js';

let h: AudienceHarness;
beforeAll(async () => {
  h = await openAudienceHarness();
});
afterAll(async () => {
  await h?.close();
});

const UNKNOWN = '7d0c2d1e-0000-4000-8000-000000000000';
const fieldsOf = (response: { json: () => { fields?: { path: string; message: string }[] } }) =>
  response.json().fields ?? [];
const audienceCount = async () => (await h.t.db.select({ n: count() }).from(audiences))[0]?.n ?? 0;

describe('audiences: create, read, update, delete', () => {
  it('[AUD-02] [AUD-15] [AUD-16] [AUD-17] [AUD-29] [AUD-30] a TAG saves every filter; reading it back gives the filters and their labels', async () => {
    const { java, react } = h.ref.skills;
    const body = {
      name: '  Senior engineers, West Coast  ',
      candidateFilters: {
        names: ['Priya'],
        countries: ['USA', 'India'],
        states: ['California'],
        cities: ['San Diego', 'Austin'],
        compliance: true,
        sources: ['VENDOR', 'GL_WEBSITE'],
        sourceNames: ['Acme Staffing'],
        yearsOfExperience: ['FIVE_TO_TEN'],
        educationalQualifications: ["Master's Degree"],
        languageExternalIds: [h.ref.languages.english.externalId],
        skillExternalIds: [react.externalId, java.externalId],
        statuses: ['SHORTLISTED', 'NOT_ASSIGNED'],
        assessmentStatuses: ['PENDING', 'COMPLETED'],
        backgroundStatuses: ['READY_FOR_BGC'],
        preScreeningStatuses: ['PASSED'],
        testStatuses: ['FAILED'],
      },
      applicationFilters: {
        noticePeriod: 'FOUR_WEEKS',
        expectedRateMin: 20,
        expectedRateMax: 80.5,
        eligibleToWorkInUS: true,
        requireSponsorshipToWorkInUS: false,
        onSiteWork: null,
        fullTimeWork: true,
        rotatingShiftsWork: false,
      },
    };
    const created = await h.send('tag', 'POST', URL, body);
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json();
    // An unset yes/no (null) is no filter: it is not stored.
    const { onSiteWork: _unset, ...setAnswers } = body.applicationFilters;
    expect(detail).toMatchObject({
      name: 'Senior engineers, West Coast',
      createdByUserExternalId: h.t.tag.externalId,
      createdByFullName: 'Test TAG',
      candidateFilters: body.candidateFilters,
      applicationFilters: setAnswers,
      canEdit: true,
    });
    expect(detail.applicationFilters).not.toHaveProperty('onSiteWork');
    expect(detail.filledFilters).toEqual({
      stateOptions: ['California'],
      // Austin lies in Texas, which is not a chosen state: the form offers cities of the chosen states.
      cityOptions: [
        { cityName: 'San Diego', stateNames: ['California'] },
        { cityName: 'Austin', stateNames: [] },
      ],
      sourceNameOptions: ['Acme Staffing'],
      skillExternalIdOptions: [
        { externalId: react.externalId, name: 'React' },
        { externalId: java.externalId, name: 'Java' },
      ],
      languageExternalIdOptions: [{ externalId: h.ref.languages.english.externalId, name: 'English' }],
    });
    const read = await h.get('admin', `${URL}/${detail.externalId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...detail, canEdit: true });
  });

  it('[AUD-24] [AUD-26] the name is required and trimmed; every filter is optional', async () => {
    const bare = await h.send('admin', 'POST', URL, { name: 'Everyone who accepts e-mail' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({
      candidateFilters: { names: [], skillExternalIds: [], statuses: [] },
      applicationFilters: {},
      filledFilters: { stateOptions: [], cityOptions: [], skillExternalIdOptions: [] },
    });
    for (const name of ['', '   ', undefined]) {
      const refused = await h.send('admin', 'POST', URL, { name, candidateFilters: {} });
      expect(refused.statusCode, String(name)).toBe(400);
      expect(fieldsOf(refused)).toEqual([{ path: 'name', message: AUDIENCE_MESSAGES.nameRequired }]);
    }
    const long = await h.send('admin', 'POST', URL, { name: 'x'.repeat(151) });
    expect(fieldsOf(long)).toEqual([{ path: 'name', message: AUDIENCE_MESSAGES.nameLength }]);
  });

  it('[AUD-16] [AUD-17] bad filters are a 400 naming each field, never a 500; nothing is saved', async () => {
    const before = await audienceCount();
    const bad = await h.send(
      'admin',
      'POST',
      URL,
      h.audience({
        candidateFilters: { statuses: ['HIRED'], countries: ['US\u0000A'], favourite: ['x'] },
        applicationFilters: { noticePeriod: 'TWO_WEEKS', expectedRateMin: 50, expectedRateMax: 10 },
      }),
    );
    expect(bad.statusCode).toBe(400);
    const paths = fieldsOf(bad).map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'candidateFilters.statuses.0',
        'candidateFilters.countries.0',
        'applicationFilters.noticePeriod',
      ]),
    );
    expect(fieldsOf(bad)).toContainEqual({ path: 'candidateFilters', message: 'Unknown field: favourite' });
    const order = await h.send(
      'admin',
      'POST',
      URL,
      h.audience({ applicationFilters: { expectedRateMin: 50, expectedRateMax: 10 } }),
    );
    expect(fieldsOf(order)).toEqual([
      { path: 'applicationFilters.expectedRateMax', message: APPLICATION_FILTER_MESSAGES.rateOrder },
    ]);
    const notJson = await h.t.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: h.cookies.admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await audienceCount()).toBe(before);
  });

  it('[AUD-16] filters naming a skill or language that does not exist: 400 naming the field, nothing saved', async () => {
    const before = await audienceCount();
    const unknown = await h.send(
      'tag',
      'POST',
      URL,
      h.audience({
        candidateFilters: {
          skillExternalIds: [h.ref.skills.java.externalId, UNKNOWN],
          languageExternalIds: [UNKNOWN],
        },
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual([
      { path: 'candidateFilters.skillExternalIds', message: CANDIDATE_MESSAGES.skillUnknown },
      { path: 'candidateFilters.languageExternalIds', message: CANDIDATE_MESSAGES.languageUnknown },
    ]);
    expect(await audienceCount()).toBe(before);

    const saved = (await h.send('tag', 'POST', URL, h.audience())).json();
    const update = await h.send(
      'tag',
      'PUT',
      `${URL}/${saved.externalId}`,
      h.audience({ name: 'Renamed', candidateFilters: { skillExternalIds: [UNKNOWN] } }),
    );
    expect(update.statusCode).toBe(400);
    expect((await h.get('tag', `${URL}/${saved.externalId}`)).json()).toEqual(saved);
  });

  it('[AUD-30] [AUD-31] an update replaces name and filters; a name in use in any case is 409 and changes nothing', async () => {
    const first = (await h.send('tag', 'POST', URL, h.audience())).json();
    const second = (await h.send('admin', 'POST', URL, h.audience())).json();
    const updated = await h.send(
      'tag',
      'PUT',
      `${URL}/${first.externalId}`,
      h.audience({
        name: 'Night shift workers',
        candidateFilters: {},
        applicationFilters: { rotatingShiftsWork: true },
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      externalId: first.externalId,
      name: 'Night shift workers',
      candidateFilters: { countries: [], skillExternalIds: [] },
      applicationFilters: { rotatingShiftsWork: true },
      createdAt: first.createdAt,
    });
    expect(updated.json().applicationFilters).not.toHaveProperty('eligibleToWorkInUS');
    // Its own name again, in another case: not a clash with itself.
    const same = await h.send(
      'tag',
      'PUT',
      `${URL}/${first.externalId}`,
      h.audience({ name: 'NIGHT SHIFT WORKERS' }),
    );
    expect(same.statusCode).toBe(200);

    for (const [method, url] of [
      ['POST', URL],
      ['PUT', `${URL}/${second.externalId}`],
    ] as const) {
      const clash = await h.send('admin', method, url, h.audience({ name: 'night shift Workers' }));
      expect(clash.statusCode, method).toBe(409);
      expect(clash.json().message).toBe(AUDIENCE_MESSAGES.nameTaken);
    }
    expect((await h.get('admin', `${URL}/${second.externalId}`)).json()).toEqual(second);
  });

  it('[AUD-31] two saves of one name at the same moment: one succeeds, the other is 409; one audience', async () => {
    const body = h.audience();
    const creates = await Promise.all([
      h.http(h.cookies.admin, 'POST', URL, body),
      h.http(h.cookies.tag, 'POST', URL, body),
    ]);
    expect(creates.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await h.t.db
      .select()
      .from(audiences)
      .where(eq(audiences.name, String(body.name)));
    expect(rows).toHaveLength(1);

    // Two different audiences renamed to one new name at once.
    const a = (await h.send('admin', 'POST', URL, h.audience())).json();
    const b = (await h.send('admin', 'POST', URL, h.audience())).json();
    const renames = await Promise.all(
      [a, b].map((audience) =>
        h.http(h.cookies.admin, 'PUT', `${URL}/${audience.externalId}`, h.audience({ name: 'Race winners' })),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    const named = await h.t.db.select().from(audiences).where(eq(audiences.name, 'Race winners'));
    expect(named).toHaveLength(1);
  });

  it('[AUD-05] a TAG edits and deletes only the audiences it created (403 with the reason); an ADMIN any', async () => {
    const mine = (await h.send('tag', 'POST', URL, h.audience())).json();
    const other = { cookie: h.otherTagCookie };
    const theirsView = await h.call(other, 'GET', `${URL}/${mine.externalId}`);
    expect(theirsView.statusCode).toBe(200);
    expect(theirsView.json().canEdit).toBe(false);

    const edit = await h.call(other, 'PUT', `${URL}/${mine.externalId}`, h.audience({ name: 'Taken over' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(AUDIENCE_MESSAGES.forbidden);
    const remove = await h.call(other, 'DELETE', `${URL}/${mine.externalId}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(AUDIENCE_MESSAGES.forbidden);
    expect((await h.get('tag', `${URL}/${mine.externalId}`)).json()).toEqual(mine);

    const adminEdit = await h.send(
      'admin',
      'PUT',
      `${URL}/${mine.externalId}`,
      h.audience({ name: 'Admin tidied' }),
    );
    expect(adminEdit.statusCode).toBe(200);
    // The creator stays the TAG: it may still edit it.
    expect(adminEdit.json()).toMatchObject({ createdByUserExternalId: h.t.tag.externalId, canEdit: true });
    expect((await h.get('tag', `${URL}/${mine.externalId}`)).json().canEdit).toBe(true);

    const adminsOwn = (await h.send('admin', 'POST', URL, h.audience())).json();
    expect((await h.get('tag', `${URL}/${adminsOwn.externalId}`)).json().canEdit).toBe(false);
    const tagOnAdmins = await h.call('tag', 'DELETE', `${URL}/${adminsOwn.externalId}`);
    expect(tagOnAdmins.statusCode).toBe(403);

    const deleted = await h.call('admin', 'DELETE', `${URL}/${mine.externalId}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await h.get('tag', `${URL}/${mine.externalId}`)).statusCode).toBe(404);
  });

  it('[AUD-04] an unknown audience is 404 to read, update and delete; a malformed id is 400', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await h.call(
        'admin',
        method,
        `${URL}/${UNKNOWN}`,
        method === 'PUT' ? h.audience() : undefined,
      );
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json().message).toBe(AUDIENCE_MESSAGES.notFound);
    }
    const malformed = await h.get('admin', `${URL}/not-an-id`);
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)[0]?.path).toBe('id');
  });

  it('[AUD-05] [NAV-13] a VENDOR has no audiences at all (403 on every route)', async () => {
    const saved = (await h.send('admin', 'POST', URL, h.audience())).json();
    const calls = [
      ['GET', URL],
      ['GET', `${URL}/options?dropdown_option=names_with_external_id`],
      ['GET', `${URL}/${saved.externalId}`],
      ['POST', URL],
      ['PUT', `${URL}/${saved.externalId}`],
      ['DELETE', `${URL}/${saved.externalId}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await h.call(
        'vendor',
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : h.audience(),
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await h.get('admin', `${URL}/${saved.externalId}`)).statusCode).toBe(200);
  });
});
