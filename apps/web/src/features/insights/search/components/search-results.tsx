import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SearchOption, SearchSection } from './search-options';

export type SearchResultsProps = {
  id: string;
  label: string;
  sections: SearchSection[];
  activeId: string | null;
  optionId: (option: SearchOption) => string;
  onPick: () => void;
};

/**
 * The sections in order (SEARCH-05) as one listbox of groups: the input keeps the focus and points at
 * the active option (aria-activedescendant), the combobox pattern screen readers know. Each option is a
 * real link, so a click, a middle click or 'open in new tab' work as anywhere else.
 */
export function SearchResults({ id, label, sections, activeId, optionId, onPick }: SearchResultsProps) {
  return (
    <Box component="div" role="listbox" id={id} aria-label={label} sx={{ py: 0.5 }}>
      {sections.map((section) => {
        const titleId = `${id}-${section.kind}`;
        return (
          <Box key={section.kind} role="group" aria-labelledby={titleId} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5 }}>
              <Typography
                id={titleId}
                component="div"
                variant="overline"
                sx={{ fontWeight: 700, color: 'text.secondary', lineHeight: 2 }}
              >
                {section.title}
              </Typography>
              <Chip size="small" label={section.count} data-testid={`search-count-${section.kind}`} />
            </Box>
            {section.options.map((option) => {
              const active = optionId(option) === activeId;
              return (
                <Box
                  key={option.id}
                  component={RouterLink}
                  to={option.to}
                  id={optionId(option)}
                  role="option"
                  aria-selected={active}
                  tabIndex={-1}
                  onClick={onPick}
                  sx={{
                    display: 'block',
                    px: 2,
                    py: 0.75,
                    mx: 1,
                    borderRadius: 1,
                    color: option.more ? 'primary.main' : 'text.primary',
                    textDecoration: 'none',
                    bgcolor: active ? 'action.selected' : 'transparent',
                    '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
                  }}
                >
                  <Typography component="span" sx={{ display: 'block', fontWeight: option.more ? 600 : 500 }}>
                    {option.primary}
                  </Typography>
                  {option.secondary && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
                    >
                      {option.secondary}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
