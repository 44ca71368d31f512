import { PUBLIC_SURVEY_MESSAGES, type PublicSurvey } from '@talent-desk/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { PublicSurveyForm } from './public-survey-form';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_9';
const QUESTION = '7d8f2a4e-1c3b-4d5e-8f9a-0b1c2d3e4f5a';
const survey: PublicSurvey = {
  campaignName: 'Winter availability check',
  title: 'Your availability',
  description: null,
  questions: [
    { externalId: QUESTION, question: 'Years of Java', type: 'NUMBER', mandatory: false, options: [] },
  ],
  submitted: false,
  closed: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function submitWith(field: { path: string; message: string; code?: string }) {
  stubApi({
    [`POST /api/public/surveys/${TOKEN}`]: () =>
      json(400, { status: 400, code: 'VALIDATION', message: 'Invalid answers', fields: [field] }),
  });
  const onDone = vi.fn();
  renderWithProviders(<PublicSurveyForm token={TOKEN} survey={survey} onDone={onDone} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
  return onDone;
}

describe('public survey form: the server refuses an answer', () => {
  it("shows the refusal under its question by the field's stable code, not by the English text", async () => {
    const onDone = submitWith({
      path: `answers.${QUESTION}`,
      message: 'Years of Java: a text in another wording',
      code: 'answerNumber',
    });
    expect(await screen.findByText(PUBLIC_SURVEY_MESSAGES.answerNumber)).toBeDefined();
    expect(screen.getByText('One answer needs your attention.')).toBeDefined();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a refusal with no code it knows (a newer server) says the answers could not be sent', async () => {
    submitWith({
      path: `answers.${QUESTION}`,
      message: `Years of Java: ${PUBLIC_SURVEY_MESSAGES.answerNumber}`,
    });
    expect(await screen.findByText('Your answers could not be sent. Please try again.')).toBeDefined();
    expect(screen.queryByText(PUBLIC_SURVEY_MESSAGES.answerNumber)).toBeNull();
  });
});
