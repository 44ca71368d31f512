import { CANDIDATE_MESSAGES, MESSAGES, type CandidateFormInput } from '@talent-desk/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { CANDIDATE_ID, LANGUAGE_ID, SKILL_ID, candidateRead, validFormInput } from '@/testing/candidates';
import { stubXhr, type XhrAnswer } from '@/testing/xhr-stub';
import { createCandidate } from '../../api/create-candidate';
import { updateCandidate } from '../../api/update-candidate';
import {
  chooseResume,
  messageUnder,
  renderForm,
  resumeMessage,
  submit,
} from '../../../testing/candidate-form-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 20_000 };
const wait = { timeout: 5000 };
const withIds: Partial<CandidateFormInput> = {
  languageExternalIds: [LANGUAGE_ID],
  skillsExternalIds: [SKILL_ID],
};

/** The create page's save: the real multipart upload, answered by a fake XMLHttpRequest. */
function renderCreate(answer: XhrAnswer) {
  const requests = stubXhr(() => answer);
  stubApi({});
  const progress: number[] = [];
  renderForm({
    values: validFormInput(withIds),
    onSave: async (values, resume, onProgress) => {
      if (!resume) throw new Error('no resume');
      await createCandidate({
        values,
        resume,
        onProgress: (p) => {
          progress.push(p);
          onProgress(p);
        },
      });
    },
  });
  const file = chooseResume('anna-berg.pdf');
  submit();
  return { requests, progress, file };
}

describe('candidate save', SLOW, () => {
  it('[CAND-FORM-15] [CAND-FORM-06] [CAND-FORM-07] create posts multipart: candidate JSON with languageExternalIds and skillsExternalIds, then the resume', async () => {
    const { requests, progress, file } = renderCreate({ status: 201, body: candidateRead() });
    await waitFor(() => expect(requests).toHaveLength(1), wait);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/candidates');
    const body = request?.body as FormData;
    expect([...body.keys()]).toEqual(['candidate', 'resume']);
    const candidate = JSON.parse(String(body.get('candidate'))) as Record<string, unknown>;
    expect(candidate).toMatchObject({
      firstName: 'Anna',
      country: 'Germany',
      languageExternalIds: [LANGUAGE_ID],
      skillsExternalIds: [SKILL_ID],
      yearsOfExperience: 'ONE_TO_THREE',
    });
    expect(candidate).not.toHaveProperty('languageExtIds');
    expect(candidate).not.toHaveProperty('skills');
    expect((body.get('resume') as File).name).toBe(file.name);
    await waitFor(() => expect(progress).toEqual([0.5, 1]), wait);
  });

  it.each([
    [
      '[CAND-FORM-19] 409 Email already exists: the spec text under the email field, and no toast repeating it',
      CANDIDATE_MESSAGES.emailExists,
      'email',
      'EMAIL_EXISTS',
    ],
    [
      '[CAND-FORM-20] 409 Phone number already exists: the spec text under the phone field, and no toast repeating it',
      CANDIDATE_MESSAGES.phoneExists,
      'phone',
      'PHONE_EXISTS',
    ],
  ])('%s', async (_title, message, field, code) => {
    // The web goes by the code, not the wording (ERR-01): a server worded otherwise gets the same text.
    renderCreate({ status: 409, body: { status: 409, code, message: `Taken: ${field}` } });
    await waitFor(() => expect(messageUnder(`candidate-${field}`)).toBe(message), wait);
    expect(document.activeElement?.id).toBe(`candidate-${field}`);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(document.getElementById('notistack-snackbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create candidate' })).toHaveProperty('disabled', false);
  });

  it('[CAND-FORM-21] any other failure says Something went wrong', async () => {
    renderCreate({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } });
    expect(await screen.findByText(MESSAGES.somethingWentWrong, {}, wait)).toBeDefined();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('[CAND-FORM-21] a 400 puts each named field message under its field, with no toast', async () => {
    renderCreate({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid',
        fields: [{ path: 'candidate.city', message: 'Please choose a city of the state' }],
      },
    });
    await waitFor(
      () => expect(messageUnder('candidate-city')).toBe('Please choose a city of the state'),
      wait,
    );
    expect(screen.queryByText(MESSAGES.somethingWentWrong)).toBeNull();
  });

  it('[CAND-VAL-27] a refused resume: the message under the resume field only, no Something went wrong', async () => {
    const message = CANDIDATE_MESSAGES.resumeContentMismatch;
    // Whether each focused button was enabled when it got the focus (a browser ignores focus() on a
    // disabled one; jsdom does not, so the state is recorded at that moment).
    const focusedWhileEnabled: boolean[] = [];
    const record = (event: FocusEvent) => {
      if (event.target instanceof HTMLButtonElement) focusedWhileEnabled.push(!event.target.disabled);
    };
    document.addEventListener('focusin', record);
    renderCreate({
      status: 400,
      body: { status: 400, code: 'VALIDATION', message: 'Invalid', fields: [{ path: 'resume', message }] },
    });
    await waitFor(() => expect(resumeMessage()).toBe(message), wait);
    expect(screen.queryByText(MESSAGES.somethingWentWrong)).toBeNull();
    expect(document.getElementById('notistack-snackbar')).toBeNull();
    // The focus goes to the resume's button once it is enabled again (it was disabled while saving).
    const resumeButton = screen.getByRole('button', { name: /Choose|Replace/ });
    await waitFor(() => expect(document.activeElement).toBe(resumeButton), wait);
    document.removeEventListener('focusin', record);
    expect(focusedWhileEnabled.at(-1)).toBe(true);
  });

  it('[CAND-FORM-21] a 400 naming a field the form does not show also says Something went wrong', async () => {
    renderCreate({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid',
        fields: [{ path: 'candidate.userExternalId', message: 'Unknown user' }],
      },
    });
    expect(await screen.findByText(MESSAGES.somethingWentWrong, {}, wait)).toBeDefined();
  });

  it('[CAND-FORM-16] edit saves JSON with PUT, languageExternalIds included, and has no resume', async () => {
    const fetchMock = stubApi({ [`PUT /api/candidates/${CANDIDATE_ID}`]: () => json(200, candidateRead()) });
    renderForm({
      mode: 'edit',
      values: validFormInput(withIds),
      onSave: async (values) => {
        await updateCandidate(CANDIDATE_ID, values);
      },
    });
    expect(screen.queryByLabelText(/Choose resume file/)).toBeNull();
    submit(/Save changes/);
    await waitFor(
      () => expect(callsTo(fetchMock, 'PUT', `/api/candidates/${CANDIDATE_ID}`)).toHaveLength(1),
      wait,
    );
    const [, init] = callsTo(fetchMock, 'PUT', `/api/candidates/${CANDIDATE_ID}`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      languageExternalIds: [LANGUAGE_ID],
      skillsExternalIds: [SKILL_ID],
    });
  });

  it('[CAND-STATUS-28] an edit locked by the assessment gate shows why, read-only, and offers no save', () => {
    renderForm({ mode: 'edit', values: validFormInput(), blockedReason: CANDIDATE_MESSAGES.editLockedOffer });
    expect(screen.getByText(CANDIDATE_MESSAGES.editLockedOffer)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    const inputs = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')];
    const editable = inputs.filter(
      (input) => !(input as HTMLInputElement).disabled && input.getAttribute('aria-disabled') !== 'true',
    );
    expect(editable.map((input) => input.id)).toEqual([]);
  });
});
