import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';

export type SectionPage = { key: string; path: string; label: string };

export type SectionPagesNavProps = {
  label: string;
  pages: readonly SectionPage[];
  /** A query string the links carry (e.g. a report's date range), '' or '?a=b'. */
  search?: string;
};

/** Links between the pages of a section, the current one marked (a page's sub-pages count as it). */
export function SectionPagesNav({ label, pages, search = '' }: SectionPagesNavProps) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}
    >
      {pages.map((page) => {
        const current = pathname === page.path || pathname.startsWith(`${page.path}/`);
        return (
          <Button
            key={page.key}
            component={RouterLink}
            to={`${page.path}${search}`}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'contained' : 'text'}
            disableElevation
            size="small"
          >
            {page.label}
          </Button>
        );
      })}
    </Box>
  );
}
