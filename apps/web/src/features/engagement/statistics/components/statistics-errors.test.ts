import { describe, expect, it } from 'vitest';
import { campaignStatisticsQuerySchema, STATISTICS_MESSAGES } from '@talent-desk/shared';
import { i18n } from '@/lib/i18n';
import { rangeErrors } from './statistics-errors';

const errorsOf = (from: string, to: string) => {
  const checked = campaignStatisticsQuerySchema.safeParse({ period: 'DAILY', from, to });
  return checked.success ? {} : rangeErrors(checked.error, i18n.t);
};

describe('statistics range errors', () => {
  it('[STAT-05] an end before the start and a range over two years are named on To, as the API names them', () => {
    expect(errorsOf('2026-11-19', '2026-11-25')).toEqual({});
    expect(errorsOf('2026-11-25', '2026-11-24')).toEqual({ to: STATISTICS_MESSAGES.toBeforeFrom });
    expect(errorsOf('2024-01-01', '2026-01-01')).toEqual({ to: STATISTICS_MESSAGES.rangeTooLong });
    expect(errorsOf('2026-02-30', '2026-03-01')).toEqual({ from: STATISTICS_MESSAGES.dayFormat });
  });
});
