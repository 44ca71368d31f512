import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { normalisePage } from '@talent-desk/shared';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCareersIndex } from '@/features/candidates/public-apply/api/get-careers-index';
import { CareersFrame } from '@/features/candidates/public-apply/components/careers-frame';
import { CareersIndexEmpty } from '@/features/candidates/public-apply/components/careers-index-empty';
import { CareersIndexList } from '@/features/candidates/public-apply/components/careers-index-list';
import { CareersIndexSearch } from '@/features/candidates/public-apply/components/careers-index-search';
import { formatCount } from '@/lib/format';

/** /jobs: the careers site's index of published OPEN vacancies, no sign-in; page and search live in the URL. */
export default function CareersIndexRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = normalisePage(params.get('page') ?? undefined);
  const vacancies = useCareersIndex({ page, search });
  const show = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const data = vacancies.data;

  return (
    <CareersFrame title={t('apply.index.title')}>
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <Stack spacing={0.5}>
          <Typography variant="h1" component="h1">
            {t('apply.index.title')}
          </Typography>
          <Typography color="text.secondary">{t('apply.index.intro')}</Typography>
        </Stack>
        <CareersIndexSearch key={search} search={search} onSearch={(text) => show({ search: text })} />
        {vacancies.isPending ? (
          <Skeleton variant="rounded" height={240} aria-label={t('apply.loading')} />
        ) : vacancies.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void vacancies.refetch()}>
                {t('apply.index.retry')}
              </Button>
            }
          >
            {t('apply.index.loadFailed')}
          </Alert>
        ) : data && data.content.length > 0 ? (
          <Stack spacing={2}>
            <Typography color="text.secondary" variant="body2" role="status">
              {t('apply.index.count', {
                count: data.totalElements,
                formatted: formatCount(data.totalElements),
              })}
            </Typography>
            <CareersIndexList vacancies={data.content} />
            {data.totalPages > 1 ? (
              <Pagination
                count={data.totalPages}
                page={data.pageable.pageNumber}
                onChange={(_event, next) => show({ page: next })}
                aria-label={t('apply.index.pages')}
                sx={{ alignSelf: 'center' }}
              />
            ) : null}
          </Stack>
        ) : (
          <CareersIndexEmpty search={search} onClear={() => show({ search: '' })} />
        )}
      </Stack>
    </CareersFrame>
  );
}
