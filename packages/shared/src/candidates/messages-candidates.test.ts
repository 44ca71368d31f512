import { describe, expect, it } from 'vitest';
import { alreadyAttachedMessage, transitionNotAllowedMessage } from './messages-candidates.js';

describe('candidate messages', () => {
  it('already attached: singular for one pair, plural for several, names the candidates', () => {
    expect(alreadyAttachedMessage(1)).toBe('The candidate is already attached to the selected vacancy');
    expect(alreadyAttachedMessage(2)).toBe('The candidates are already attached to the selected vacancies');
    expect(alreadyAttachedMessage(1, ['Ann Lee'])).toBe(
      'The candidate is already attached to the selected vacancy: Ann Lee',
    );
    expect(alreadyAttachedMessage(3, ['Ann Lee', 'Bo Chen'])).toBe(
      'The candidates are already attached to the selected vacancies: Ann Lee, Bo Chen',
    );
  });

  it('[CAND-STATUS-01] an illegal change names both statuses by label', () => {
    expect(transitionNotAllowedMessage('PENDING', 'ONBOARDED')).toBe(
      'Cannot change the status from Pending to Candidate Joined',
    );
  });
});
