import { SURVEY_TEMPLATE_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { SurveyTemplateForm } from './survey-template-form';

afterEach(cleanup);
const SLOW = { timeout: 5_000 };

const TEMPLATE = {
  title: 'Availability check',
  description: '',
  questions: [
    { text: 'Open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1, surveyOptions: [] },
    {
      text: 'Work model',
      type: 'SINGLE_CHOICE',
      mandatory: false,
      orderNo: 2,
      surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }],
    },
  ],
} as const;

function renderForm(onSubmit = vi.fn(async () => {})) {
  renderWithProviders(
    <SurveyTemplateForm
      defaultValues={structuredClone(TEMPLATE) as never}
      submitLabel="Save"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}
const question = (n: number) => screen.getByRole('region', { name: `Question ${n}` });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('SurveyTemplateForm', () => {
  it('[STPL-10] options show only for choice questions', () => {
    renderForm();
    expect(within(question(1)).queryByRole('group', { name: 'Options of question 1' })).toBeNull();
    expect(within(question(2)).getByRole('group', { name: 'Options of question 2' })).toBeDefined();
  });

  it('[STPL-08] Add option is disabled while an option is empty', async () => {
    renderForm();
    const q2 = question(2);
    const add = within(q2).getByRole('button', { name: 'Add option' });
    expect(add).toHaveProperty('disabled', false);
    fireEvent.click(add);
    expect(within(q2).getByRole('button', { name: 'Add option' })).toHaveProperty('disabled', true);
    const option3 = within(q2).getByLabelText(/Option 3/);
    fireEvent.blur(option3);
    fireEvent.change(option3, { target: { value: 'On site' } });
    expect(within(q2).getByRole('button', { name: 'Add option' })).toHaveProperty('disabled', false);
    // The blank's error goes once it has a value.
    await waitFor(
      () => expect(within(q2).queryByText(SURVEY_TEMPLATE_MESSAGES.optionRequired)).toBeNull(),
      SLOW,
    );
  });

  it('[STPL-09] changing a question type clears its options', async () => {
    const onSubmit = renderForm();
    const q2 = question(2);
    fireEvent.mouseDown(within(q2).getByRole('combobox', { name: 'Answer type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Multiple choice' }));
    expect(within(question(2)).queryAllByLabelText(/^Option \d/)).toHaveLength(0);
    expect(within(question(2)).getByRole('combobox', { name: 'Answer type' }).textContent).toBe(
      'Multiple choice',
    );
    save();
    // A choice question without options cannot be saved.
    await waitFor(
      () => expect(within(question(2)).getByText(SURVEY_TEMPLATE_MESSAGES.optionsNeeded)).toBeDefined(),
      SLOW,
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[STPL-02] [STPL-03] [STPL-11] sends the questions in their order on screen, numbered from 1', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Availability check',
      description: null,
      questions: [
        {
          text: 'Work model',
          type: 'SINGLE_CHOICE',
          mandatory: false,
          orderNo: 1,
          surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }],
        },
        { text: 'Open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 2, surveyOptions: [] },
      ],
    });
  });

  it('[STPL-04] [STPL-06] [STPL-07] checks the shared rules before sending', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'A' } });
    fireEvent.change(within(question(1)).getByLabelText(/^Question/), { target: { value: 'Q' } });
    fireEvent.change(within(question(2)).getByLabelText(/Option 1/), { target: { value: '' } });
    save();
    await waitFor(() => expect(screen.getByText(SURVEY_TEMPLATE_MESSAGES.titleLength)).toBeDefined(), SLOW);
    expect(screen.getByText(SURVEY_TEMPLATE_MESSAGES.questionLength)).toBeDefined();
    expect(screen.getByText(SURVEY_TEMPLATE_MESSAGES.optionRequired)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[STPL-14] a 409 shows the server message under the title; [STPL-15] anything else says Something went wrong', async () => {
    renderForm(
      vi.fn(async () => Promise.reject(new ApiError(409, 'TAKEN', SURVEY_TEMPLATE_MESSAGES.titleTaken))),
    );
    save();
    await waitFor(() => expect(screen.getByText(SURVEY_TEMPLATE_MESSAGES.titleTaken)).toBeDefined(), SLOW);
    cleanup();
    renderForm(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    save();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveProperty('textContent', 'Something went wrong');
  });

  it('Preview shows the survey as a candidate sees it', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Availability check' })).toBeDefined();
    expect(within(dialog).getByRole('radiogroup', { name: /Open to new roles/ })).toBeDefined();
    expect(within(dialog).getByRole('radio', { name: 'Hybrid' })).toBeDefined();
  });
});
