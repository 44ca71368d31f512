import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { CampaignStatisticsProps } from './campaign-statistics';

// The charts (MUI X Charts and d3) are the heaviest part of the detail page and only opened campaigns
// show them: their own chunk, loaded when the block is shown.
const CampaignStatistics = lazy(() =>
  import('./campaign-statistics').then((module) => ({ default: module.CampaignStatistics })),
);

/** The statistics block, loaded on first use; a placeholder of its size meanwhile. */
export function LazyCampaignStatistics(props: CampaignStatisticsProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={640} />}>
      <CampaignStatistics {...props} />
    </Suspense>
  );
}
