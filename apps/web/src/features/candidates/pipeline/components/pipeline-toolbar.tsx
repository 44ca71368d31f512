import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ASSIGNABLE_CANDIDATE_STATUSES,
  CANDIDATE_STATUS_LABELS,
  VACANCY_PIPELINE_SEARCH_MAX,
  type AssignableCandidateStatus,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ListSearchField } from '@/components/list-search-field';
import { PIPELINE_SORT_KEYS, type PipelineSortKey } from './pipeline-sort';

export type PipelineToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  statuses: AssignableCandidateStatus[];
  onStatuses: (statuses: AssignableCandidateStatus[]) => void;
  sort: PipelineSortKey;
  onSort: (sort: PipelineSortKey) => void;
  /** The 'Attach candidates' button, for those who may attach. */
  action?: ReactNode;
};

/** Search by name or e-mail, the statuses to show and the order; wraps under each other on a phone. */
export function PipelineToolbar(props: PipelineToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, '& > *': { flexShrink: 0 } }}
    >
      <ListSearchField
        label={t('vacancyCandidates.search')}
        value={props.search}
        onSearch={props.onSearch}
        maxLength={VACANCY_PIPELINE_SEARCH_MAX}
      />
      <TextField
        select
        size="small"
        label={t('vacancyCandidates.statuses')}
        value={props.statuses}
        onChange={(event) => {
          const value = event.target.value as unknown as AssignableCandidateStatus[] | string;
          props.onStatuses(
            (typeof value === 'string' ? value.split(',') : value) as AssignableCandidateStatus[],
          );
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as AssignableCandidateStatus[]).length === 0
                ? t('vacancyCandidates.allStatuses')
                : (selected as AssignableCandidateStatus[]).map((s) => CANDIDATE_STATUS_LABELS[s]).join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 200, maxWidth: { md: 280 } }}
      >
        {ASSIGNABLE_CANDIDATE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {CANDIDATE_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('vacancyCandidates.sortLabel')}
        value={props.sort}
        onChange={(event) => props.onSort(event.target.value as PipelineSortKey)}
        sx={{ minWidth: 200 }}
      >
        {PIPELINE_SORT_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`vacancyCandidates.sort.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      {props.action ? (
        <Stack direction="row" sx={{ ml: { md: 'auto' }, justifyContent: 'flex-end' }}>
          {props.action}
        </Stack>
      ) : null}
    </Stack>
  );
}
