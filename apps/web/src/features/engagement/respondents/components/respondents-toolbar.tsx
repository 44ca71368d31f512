import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterButton } from '@/components/filter-panel/filter-button';
import { RespondentsActionsMenu } from './respondents-actions-menu';

export type RespondentsToolbarProps = {
  /** Respondents the filters keep (all of them, also beyond the rows shown). */
  total: number | null;
  selectedCount: number;
  activeFilters: number;
  filtersOpen: boolean;
  downloading: boolean;
  onOpenFilters: () => void;
  onAttach: () => void;
  onDownload: () => void;
};

/** Above the table: how many, how many selected, Filters with its badge (RESP-06) and the menu (RESP-07). */
export function RespondentsToolbar(props: RespondentsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" aria-live="polite" sx={{ mr: 'auto' }}>
        {props.total === null ? '' : t('respondents.count', { count: props.total })}
        {props.selectedCount > 0 ? ` · ${t('respondents.selected', { count: props.selectedCount })}` : ''}
      </Typography>
      <FilterButton
        activeCount={props.activeFilters}
        onClick={props.onOpenFilters}
        expanded={props.filtersOpen}
      />
      <RespondentsActionsMenu
        selectedCount={props.selectedCount}
        downloading={props.downloading}
        onAttach={props.onAttach}
        onDownload={props.onDownload}
      />
    </Stack>
  );
}
