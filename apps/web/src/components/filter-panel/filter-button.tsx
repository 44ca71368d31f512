import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';

export type FilterButtonProps = { activeCount: number; onClick: () => void; expanded?: boolean };

/** Opens the filter drawer; the badge counts the active filters (also in the accessible name). */
export function FilterButton({ activeCount, onClick, expanded }: FilterButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      aria-expanded={expanded}
      aria-label={activeCount > 0 ? t('filterPanel.buttonWithCount', { count: activeCount }) : undefined}
      startIcon={
        <Badge badgeContent={activeCount} color="primary" max={99}>
          <FilterListIcon />
        </Badge>
      }
    >
      {t('filterPanel.button')}
    </Button>
  );
}
