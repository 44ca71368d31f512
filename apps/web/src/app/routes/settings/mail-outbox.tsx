import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import {
  mailOutboxListQuerySchema,
  mailOutboxQueryToQueryPairs,
  sortOrderSchema,
  type MailOutboxListQuery,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useNavigate } from 'react-router';
import type { DataTableSort } from '@/components/data-table/data-table';
import { useMailOutbox } from '@/features/mail/outbox/api/get-mail-outbox';
import { useSendTestMail } from '@/features/mail/outbox/api/send-test-mail';
import { mailMessagePath } from '@/features/mail/outbox/components/mail-paths';
import { MailOutboxTable } from '@/features/mail/outbox/components/mail-outbox-table';
import { OutboxFilters, type OutboxFilterValues } from '@/features/mail/outbox/components/outbox-filters';
import { useApiErrorText } from '@/lib/api-error-text';
import type { ListStateCodec } from '@/lib/url-state';
import { usePagedList } from '@/lib/use-paged-list';

const codec: ListStateCodec<MailOutboxListQuery> = {
  schema: mailOutboxListQuerySchema,
  toQueryPairs: mailOutboxQueryToQueryPairs,
};

/** /internal/settings/mail-outbox (ADMIN): every outgoing e-mail, search and status in the URL. */
export default function MailOutboxRoute() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { state, valid, setState, rows: outbox, changePage } = usePagedList(codec, useMailOutbox);
  const sendTest = useSendTestMail();

  const filters: OutboxFilterValues = { search: state.search ?? '', status: state.status };
  const applyFilters = useCallback(
    (next: OutboxFilterValues) =>
      setState((previous) => ({
        ...previous,
        search: next.search || undefined,
        status: next.status,
        page: 1,
      })),
    [setState],
  );
  function changeSort(sort: DataTableSort | null) {
    const order = sortOrderSchema.safeParse(sort?.order);
    setState((previous) => ({ ...previous, order: order.success ? order.data : 'desc', page: 1 }));
  }
  function sendTestMail() {
    sendTest.mutate(undefined, {
      onSuccess: (row) =>
        enqueueSnackbar(t('mailOutbox.testQueued', { address: row.to.join(', ') }), { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(errorText(error), {
          variant: 'error',
        }),
    });
  }

  if (!valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('mailOutbox.title')}
        intro={t('mailOutbox.intro')}
        action={
          <Button
            variant="contained"
            startIcon={<SendOutlinedIcon />}
            onClick={sendTestMail}
            loading={sendTest.isPending}
            loadingPosition="start"
            sx={{ flexShrink: 0 }}
          >
            {t('mailOutbox.sendTest')}
          </Button>
        }
      />

      <OutboxFilters value={filters} onChange={applyFilters} />

      {outbox.isError ? (
        <LoadErrorAlert message={t('mailOutbox.loadFailed')} onRetry={() => void outbox.refetch()} />
      ) : null}

      <MailOutboxTable
        data={outbox.data}
        loading={outbox.isFetching}
        page={state.page}
        size={state.size}
        order={state.order}
        onPageChange={changePage}
        onSortChange={changeSort}
        onOpen={(row) => void navigate(mailMessagePath(row.externalId))}
        filtered={Boolean(state.search) || state.status !== undefined}
        onClearFilters={() => applyFilters({ search: '', status: undefined })}
      />
    </Stack>
  );
}
