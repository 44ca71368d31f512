import { EMAIL_TEMPLATE_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { EmailTemplateForm } from './email-template-form';

afterEach(cleanup);
const SLOW = { timeout: 5_000 };
const VARIABLES = [
  { id: 'candidate.firstName', label: 'First name', group: 'Candidate' },
  { id: 'survey.link', label: 'Survey link', group: 'Survey' },
];
const FILLED = {
  title: 'Invitation to an open role',
  from: '',
  subject: 'A role for you',
  body: '<p>Hello {{candidate.firstName}}, we have a role that suits you well.</p>',
};

const PREVIEW = {
  render: vi.fn(async (draft: { subject: string }) => ({
    subject: `${draft.subject} (rendered)`,
    html: '<p>Hello Asha</p>',
    text: 'Hello Asha',
  })),
  sendTest: vi.fn(async () => ({ message: 'A test e-mail is on its way to you.' })),
  title: 'Preview for a sample user',
  frameTitle: 'The e-mail as the user sees it',
};

function renderForm(
  onSubmit = vi.fn(async () => {}),
  readOnly = false,
  values: Record<string, string> = {},
  general = false,
) {
  renderWithProviders(
    <EmailTemplateForm
      defaultValues={{ ...FILLED, ...values }}
      variables={VARIABLES}
      readOnly={readOnly}
      submitLabel="Create template"
      onSubmit={onSubmit}
      onCancel={() => {}}
      preview={PREVIEW}
      general={general}
    />,
  );
  return onSubmit;
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
const toast = (text: string) => screen.findByText(text, {}, SLOW);

describe('EmailTemplateForm', () => {
  it('[ETPL-06] shows stored placeholders as variable chips, and sends the body with them', async () => {
    const onSubmit = renderForm();
    const chip = document.querySelector('span[data-variable="candidate.firstName"]');
    expect(chip?.textContent).toBe('{{candidate.firstName}}');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Invitation to an open role', from: null, subject: 'A role for you' }),
    );
  });

  it('[ETPL-07] [ETPL-08] [ETPL-10] [ETPL-13] checks the shared rules before sending', async () => {
    const onSubmit = renderForm(
      vi.fn(async () => {}),
      false,
      {
        title: 'A',
        from: 'nope',
        subject: '',
        body: '<p>Look</p><img src="https://x.example/a.png">',
      },
    );
    submit();
    expect(await toast(EMAIL_TEMPLATE_MESSAGES.titleLength)).toBeDefined();
    expect(screen.getByText(EMAIL_TEMPLATE_MESSAGES.fromInvalid)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("[ETPL-19] a 406 shows the 'incorrectly variables' toast and names the unknown ones under the message", async () => {
    renderForm(
      vi.fn(async () =>
        Promise.reject(
          new ApiError(406, 'UNKNOWN_VARIABLES', EMAIL_TEMPLATE_MESSAGES.incorrectVariables, [
            { path: 'body', message: 'Unknown variables: {{candidate.nickname}}' },
          ]),
        ),
      ),
    );
    submit();
    expect(await toast('incorrectly variables')).toBeDefined();
    expect(screen.getByText('Unknown variables: {{candidate.nickname}}')).toBeDefined();
  });

  it('[ETPL-20] [ETPL-23] a 409 shows the server message; [ETPL-21] [ETPL-24] anything else says Something went wrong (create and edit share the form)', async () => {
    renderForm(
      vi.fn(async () =>
        Promise.reject(new ApiError(409, 'TAKEN', 'An e-mail template with this title already exists')),
      ),
    );
    submit();
    expect(
      (await screen.findAllByText('An e-mail template with this title already exists', {}, SLOW)).length,
    ).toBeGreaterThan(0);
    cleanup();
    renderForm(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    submit();
    expect(await toast('Something went wrong')).toBeDefined();
  });

  it('[ETPL-01] view mode: nothing can be changed and there is no save button', () => {
    renderForm(vi.fn(), true);
    expect(screen.queryByRole('button', { name: 'Create template' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('contenteditable')).toBe('false');
  });

  it("a general template (Settings): the title is the e-mail's fixed name, there is no From, the rest is the same form", async () => {
    const onSubmit = renderForm(
      vi.fn(async () => {}),
      false,
      { title: 'Invitation' },
      true,
    );
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText(/^From/)).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeDefined();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Invitation', subject: 'A role for you' }),
    );
  });

  it('Preview renders the draft with the given renderer, and sends the test e-mail with it', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('dialog', { name: PREVIEW.title }, SLOW)).toBeDefined();
    expect(await screen.findByText('A role for you (rendered)', {}, SLOW)).toBeDefined();
    expect(screen.getByTitle(PREVIEW.frameTitle)).toBeDefined();
    expect(PREVIEW.render.mock.calls[0]?.[0]).toMatchObject({ subject: 'A role for you' });
    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await toast('A test e-mail is on its way to you.')).toBeDefined();
  });
});
