import { describe, expect, it } from 'vitest';
import { BEN, MARIA, QUESTIONS } from '../../testing/respondent-fixtures';
import { answerText, questionHeader } from './answer-text';

const yesNo = { yes: 'Yes', no: 'No' };

describe('respondent cells', () => {
  it('[RESP-12] a question header is cut to 25 characters, a shorter one is whole', () => {
    expect(questionHeader('Are you open to relocation within the country?')).toBe(
      'Are you open to relocatio…',
    );
    expect(questionHeader('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    // A cut that ends in a space does not leave it before the ellipsis.
    expect(questionHeader('Which of these cities would suit you?')).toBe('Which of these cities wou…');
    expect(questionHeader('Years with Java')).toBe('Years with Java');
  });

  it('answers as text: Yes/No, the number, DD-MM-YYYY, the options joined', () => {
    const texts = QUESTIONS.map((q) =>
      answerText(
        MARIA.answers.find((a) => a.questionExternalId === q.externalId),
        yesNo,
      ),
    );
    expect(texts).toEqual(['Yes', '7', '01-08-2026', 'Remote', 'Small', 'Java, Kotlin']);
    expect(answerText(BEN.answers[0], yesNo)).toBe('No');
    expect(answerText(undefined, yesNo)).toBe('');
  });
});
