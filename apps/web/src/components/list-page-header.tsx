import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { FilterButton } from './filter-panel/filter-button';

export type ListPageHeaderProps = {
  title: string;
  /** h1 on its own page, h2 for a list inside a page's tabs. */
  headingLevel?: 'h1' | 'h2';
  /** The Filters button with its count badge; it opens the filter drawer (none for a list without filters). */
  activeFilters?: number;
  filtersOpen?: boolean;
  onOpenFilters?: () => void;
  /** The create button, when the user may create. */
  create?: { label: string; to: string } | undefined;
  /** More buttons before Filters (Export, Import); they wrap onto a second line on a phone. */
  actions?: ReactNode;
};

/** A list page's heading row: the title, then Filters and the create button (stacked on a phone). */
export function ListPageHeader({
  title,
  headingLevel = 'h1',
  activeFilters,
  filtersOpen,
  onOpenFilters,
  create,
  actions,
}: ListPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Typography variant={headingLevel} component={headingLevel}>
        {title}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ justifyContent: { xs: 'space-between', sm: 'flex-end' }, flexWrap: 'wrap' }}
      >
        {actions}
        {onOpenFilters ? (
          <FilterButton
            activeCount={activeFilters ?? 0}
            expanded={filtersOpen ?? false}
            onClick={onOpenFilters}
          />
        ) : (
          <span />
        )}
        {create ? (
          <Button component={RouterLink} to={create.to} variant="contained" startIcon={<AddIcon />}>
            {create.label}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
