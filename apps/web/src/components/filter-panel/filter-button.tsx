import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';

export type FilterButtonProps = { activeCount: number; onClick: () => void; expanded?: boolean };

/** Opens the filter drawer; shows how many filters are active (also in the accessible name). */
export function FilterButton({ activeCount, onClick, expanded }: FilterButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      aria-expanded={expanded}
      aria-label={activeCount > 0 ? t('filterPanel.buttonWithCount', { count: activeCount }) : undefined}
      startIcon={<FilterListIcon />}
    >
      {t('filterPanel.button')}
      {activeCount > 0 ? (
        <Box
          component="span"
          aria-hidden
          sx={{
            ml: 1,
            minWidth: 22,
            height: 22,
            px: 0.75,
            borderRadius: 11,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.75rem',
            lineHeight: '22px',
            textAlign: 'center',
          }}
        >
          {activeCount}
        </Box>
      ) : null}
    </Button>
  );
}
