import type { VacancyPipelineSortColumn } from '@talent-desk/shared';

/** The orders the vacancy's candidates can be listed in (one select, not column headers: cards). */
export const PIPELINE_SORTS = {
  newest: { column: 'attachedAt', order: 'desc' },
  oldest: { column: 'attachedAt', order: 'asc' },
  changed: { column: 'updatedAt', order: 'desc' },
  name: { column: 'fullName', order: 'asc' },
  status: { column: 'status', order: 'asc' },
} as const satisfies Record<string, { column: VacancyPipelineSortColumn; order: 'asc' | 'desc' }>;
export type PipelineSortKey = keyof typeof PIPELINE_SORTS;
export const PIPELINE_SORT_KEYS = Object.keys(PIPELINE_SORTS) as PipelineSortKey[];
