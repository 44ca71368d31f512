import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CANDIDATE_MESSAGES, MESSAGES, PUBLIC_APPLICATION_MESSAGES } from '@talent-desk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { stubXhr, type XhrAnswer } from '@/testing/xhr-stub';
import { ApplyForm } from './apply-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VACANCY_ID = '7b0e8a52-6d1f-4c1e-9a57-1f0a4a8e2b01';
const SLOW = { timeout: 20_000 };
const wait = { timeout: 5000 };

function renderApply(answer: XhrAnswer = { status: 202, body: { message: 'ok' } }) {
  const requests = stubXhr(() => answer);
  const onApplied = vi.fn();
  renderWithProviders(<ApplyForm vacancyId={VACANCY_ID} onApplied={onApplied} />);
  return { requests, onApplied };
}

const messageUnder = (id: string) => document.getElementById(`${id}-helper-text`)?.textContent ?? '';
const resumeInput = () =>
  screen.getByLabelText(/Choose (resume file|another file)/, { selector: 'input' }) as HTMLInputElement;
const resumeMessage = () =>
  document.getElementById(resumeInput().getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValid() {
  type('First name', 'Marta');
  type('Last name', 'Keller');
  type('Email', 'Marta.Keller@Example.com');
  const country = screen.getByRole('combobox', { name: 'Country' });
  act(() => country.focus());
  fireEvent.change(country, { target: { value: 'Germ' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
  type('Telephone', '0151 2345 6789');
  type('City', 'Hamburg');
  await pick('Years of experience', '3-5');
  await pick('Education', "Master's Degree");
  const file = new File([new Uint8Array(2048)], 'marta.pdf', { type: 'application/pdf' });
  fireEvent.change(resumeInput(), { target: { files: [file] } });
}

describe('the careers-site application form', SLOW, () => {
  it('sends nothing while fields break the candidate rules; every message shows at once, the resume too', async () => {
    const { requests } = renderApply();
    send();
    await waitFor(() => expect(messageUnder('apply-firstName')).toBe(MESSAGES.mandatoryField), wait);
    for (const id of ['apply-lastName', 'apply-email', 'apply-city'])
      expect(messageUnder(id)).toBe(MESSAGES.mandatoryField);
    expect(resumeMessage()).toBe(CANDIDATE_MESSAGES.resumeRequired);
    fireEvent.change(resumeInput(), { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(resumeMessage()).toBe(CANDIDATE_MESSAGES.resumeType);
    expect(requests).toEqual([]);
  });

  it('sends the `application` JSON part (as the API stores it) and the resume, then says it was received', async () => {
    const { requests, onApplied } = renderApply();
    await fillValid();
    send();
    await waitFor(() => expect(onApplied).toHaveBeenCalled(), wait);
    const [request] = requests;
    expect(request?.url).toBe(`/api/public/vacancies/${VACANCY_ID}/applications`);
    const body = request?.body as FormData;
    expect([...body.keys()]).toEqual(['application', 'resume']);
    expect(JSON.parse(String(body.get('application')))).toMatchObject({
      firstName: 'Marta',
      email: 'marta.keller@example.com',
      phone: '+4915123456789',
      country: 'Germany',
      state: null,
      yearsOfExperience: 'THREE_TO_FIVE',
      website: '',
    });
    expect((body.get('resume') as File).name).toBe('marta.pdf');
  });

  it('[AUD-17] the optional yes/no questions: radio groups named by their question; answered ones are sent, the rest as null', async () => {
    const { requests, onApplied } = renderApply();
    await fillValid();
    const question = (name: string) => within(screen.getByRole('radiogroup', { name }));
    const eligible = question('Are you legally eligible to work in the United States?');
    fireEvent.click(eligible.getByRole('radio', { name: 'Yes' }));
    expect(eligible.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    const fullTime = question('Are you looking for full-time work?');
    fireEvent.click(fullTime.getByRole('radio', { name: 'Yes' }));
    // Changing one's mind: No replaces Yes in the same group.
    fireEvent.click(fullTime.getByRole('radio', { name: 'No' }));
    expect(fullTime.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(false);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(5);
    send();
    await waitFor(() => expect(onApplied).toHaveBeenCalled(), wait);
    const body = requests[0]?.body as FormData;
    expect(JSON.parse(String(body.get('application')))).toMatchObject({
      eligibleToWorkInUS: true,
      requireSponsorshipToWorkInUS: null,
      onSiteWork: null,
      fullTimeWork: false,
      rotatingShiftsWork: null,
    });
  });

  it("[AUD-17] the server's 400 on an answer shows in that question's group and moves the focus there", async () => {
    renderApply({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid',
        fields: [{ path: 'onSiteWork', message: 'Choose Yes or No' }],
      },
    });
    await fillValid();
    send();
    const group = await screen.findByRole('group', { name: 'Are you willing to work on site?' }, wait);
    await waitFor(() => expect(within(group).getByText('Choose Yes or No')).toBeTruthy(), wait);
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Yes' }));
  });

  it('a flood refusal (429) shows the server sentence saying how long to wait', async () => {
    const message = 'Too many applications from your network. Please try again in 7 minutes.';
    const { onApplied } = renderApply({
      status: 429,
      body: { status: 429, code: 'TOO_MANY_APPLICATIONS', message },
    });
    await fillValid();
    send();
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(message);
    expect(onApplied).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send application' }).disabled).toBe(false);
  });

  it("the server's 400 lands under the fields it names (the resume's content, the e-mail)", async () => {
    renderApply({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid',
        fields: [
          { path: 'resume', message: CANDIDATE_MESSAGES.resumeContentMismatch },
          { path: 'email', message: 'Enter a valid email' },
        ],
      },
    });
    await fillValid();
    send();
    await waitFor(() => expect(resumeMessage()).toBe(CANDIDATE_MESSAGES.resumeContentMismatch), wait);
    expect(messageUnder('apply-email')).toBe('Enter a valid email');
    expect(screen.queryByRole('alert', { name: /Invalid/ })).toBeNull();
  });

  it('a vacancy closed meanwhile (404) says so', async () => {
    const message = PUBLIC_APPLICATION_MESSAGES.notFound;
    renderApply({ status: 404, body: { status: 404, code: 'NOT_FOUND', message } });
    await fillValid();
    send();
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(message);
  });
});
