import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** One step of the trail: a link, except the page itself (the last one). */
export type Crumb = { label: string; to?: string };

export type PageBreadcrumbsProps = { items: readonly Crumb[]; label: string };

/** Where the page sits: links back up the trail, the current page last and marked as such. */
export function PageBreadcrumbs({ items, label }: PageBreadcrumbsProps) {
  const last = items.length - 1;
  return (
    <Breadcrumbs aria-label={label} sx={{ '& .MuiBreadcrumbs-ol': { rowGap: 0.5 } }}>
      {items.map((item, i) =>
        item.to && i !== last ? (
          <Link
            key={`${i}-${item.label}`}
            component={RouterLink}
            to={item.to}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {item.label}
          </Link>
        ) : (
          <Typography
            key={`${i}-${item.label}`}
            color={i === last ? 'text.primary' : 'text.secondary'}
            aria-current={i === last ? 'page' : undefined}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
