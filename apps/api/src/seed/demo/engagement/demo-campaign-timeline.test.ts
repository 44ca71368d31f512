import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers } from '@talent-desk/shared';
import { demoAnswers, type SeededQuestion } from './demo-campaign-answers.js';
import { recipientActivities, type Engagement } from './demo-campaign-timeline.js';
import { createRng } from '../../prng.js';

const DAY_MS = 86_400_000;
const opensAt = Date.UTC(2026, 10, 13, 9);
const window = { opensAt, until: opensAt + 12 * DAY_MS, hasSurvey: true };
const engagement: Engagement = {
  failed: 0.05,
  opened: 0.6,
  surveyOpened: 0.6,
  submitted: 0.7,
  unsubscribed: 0.05,
  quickOpeners: 0.3,
  slowOpenDays: 8,
};
const ms = (date: Date | null) => date?.getTime() ?? null;

describe('demo recipient timelines', () => {
  const activities = recipientActivities(createRng(7), 2000, window, engagement);

  it('each recipient is one consistent story, every step after the one before and before the end', () => {
    for (const a of activities) {
      const steps = [a.sentAt, a.openedAt, a.surveyOpenedAt, a.submittedAt].map(ms);
      const reached = steps.filter((t) => t !== null);
      // No step without the one before it, and in time order.
      expect(steps.slice(0, reached.length)).toEqual(reached);
      expect([...reached].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(reached);
      for (const t of [...reached, ms(a.unsubscribedAt)])
        if (t !== null) expect(t).toBeLessThan(window.until);
      if (a.delivery === 'FAILED')
        expect(a).toMatchObject({ sentAt: null, openedAt: null, lastError: expect.any(String) });
      if (a.submittedAt) expect(a.unsubscribedAt).toBeNull();
      if (a.sentAt) expect(a.sentAt.getTime()).toBeGreaterThanOrEqual(opensAt);
    }
  });

  it('the shares come out near the chances, and slow openers still open days later', () => {
    const count = (pick: (a: (typeof activities)[number]) => unknown) => activities.filter(pick).length;
    expect(count((a) => a.delivery === 'FAILED') / 2000).toBeCloseTo(0.05, 1);
    const sent = count((a) => a.sentAt);
    expect(count((a) => a.openedAt) / sent).toBeGreaterThan(0.4);
    expect(count((a) => a.submittedAt)).toBeGreaterThan(100);
    expect(count((a) => a.openedAt && a.openedAt.getTime() > opensAt + 7 * DAY_MS)).toBeGreaterThan(50);
  });

  it('no survey, no survey steps; the same seed gives the same timelines', () => {
    const noSurvey = recipientActivities(createRng(7), 200, { ...window, hasSurvey: false }, engagement);
    expect(noSurvey.every((a) => a.surveyOpenedAt === null && a.submittedAt === null)).toBe(true);
    expect(recipientActivities(createRng(7), 2000, window, engagement)).toEqual(activities);
  });
});

describe('demo survey answers', () => {
  const option = (n: number) => ({
    externalId: `00000000-0000-4000-8000-00000000000${n}`,
    value: `Option ${n}`,
  });
  const questions: SeededQuestion[] = [
    { id: 1, externalId: 'q1', question: 'Open?', type: 'BOOLEAN', mandatory: true, options: [] },
    { id: 2, externalId: 'q2', question: 'From when?', type: 'DATE', mandatory: false, options: [] },
    { id: 3, externalId: 'q3', question: 'Years?', type: 'NUMBER', mandatory: true, options: [] },
    {
      id: 4,
      externalId: 'q4',
      question: 'Notice?',
      type: 'SINGLE_CHOICE',
      mandatory: true,
      options: [option(1), option(2)],
    },
    {
      id: 5,
      externalId: 'q5',
      question: 'Model?',
      type: 'SELECT',
      mandatory: false,
      options: [option(3), option(4)],
    },
    {
      id: 6,
      externalId: 'q6',
      question: 'Clouds?',
      type: 'MULTIPLE_CHOICE',
      mandatory: true,
      options: [option(5), option(6), option(7)],
    },
  ];

  it('[RESP-24] every set of answers passes the public survey check: mandatory ones given, values of their type', () => {
    const rng = createRng(3);
    for (let i = 0; i < 300; i++) {
      const answers = demoAnswers(rng, questions, new Date(opensAt));
      const submission = answers.map((a) => {
        const q = questions.find((question) => question.id === a.questionId);
        const value =
          a.booleanValue ??
          (a.numberValue === null ? null : Number(a.numberValue)) ??
          a.dateValue ??
          (q?.type === 'MULTIPLE_CHOICE' ? a.choiceExternalIds : (a.choiceExternalIds?.[0] ?? null));
        return { questionExternalId: q?.externalId ?? '', value };
      });
      expect(checkSurveyAnswers(questions, submission)).toMatchObject({ ok: true });
      for (const a of answers) {
        const set = [a.booleanValue, a.numberValue, a.dateValue, a.choiceExternalIds].filter(
          (v) => v !== null,
        );
        expect(set).toHaveLength(1);
      }
    }
  });
});
