import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PAGE_SIZE,
  RECIPIENT_STATES,
  recipientStateSchema,
  type CampaignDetail,
  type CampaignRecipientRow,
  type RecipientState,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/data-table/list-table';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useCampaignRecipients } from '../../../api/get-campaign-recipients';
import { RecipientCard } from './recipient-card';
import { recipientColumns } from './recipient-columns';
import { RecipientTotals } from './recipient-totals';

/**
 * CAMP-10: the recipients block: totals by delivery state, then the recipients page by page, narrowed
 * by state or by a name or e-mail, each with how far it got (queued, sent, failed, opened, survey
 * opened, submitted, unsubscribed).
 */
export function CampaignRecipients({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [state, setState] = useState<RecipientState | undefined>(undefined);
  const [search, setSearch] = useState('');
  const rows = useCampaignRecipients(campaign.externalId, { ...page, state, search: search || undefined });
  const columns = useMemo(() => recipientColumns(t), [t]);
  const filtered = state !== undefined || search !== '';

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="campaign-recipients"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Typography id="campaign-recipients" variant="h2" component="h2">
          {t('campaigns.recipients.title')}
        </Typography>
        <RecipientTotals counts={campaign.recipientCounts} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('campaigns.recipients.state')}
            value={state ?? ''}
            onChange={(event) => {
              const parsed = recipientStateSchema.safeParse(event.target.value);
              setState(parsed.success ? parsed.data : undefined);
              setPage((current) => ({ ...current, page: 1 }));
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('campaigns.recipients.anyState')}</MenuItem>
            {RECIPIENT_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`enums.recipientState.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <ListSearchField
            label={t('campaigns.recipients.search')}
            value={search}
            onSearch={(next) => {
              setSearch(next);
              setPage((current) => ({ ...current, page: 1 }));
            }}
          />
        </Stack>
        {rows.isError ? (
          <LoadErrorAlert
            message={t('campaigns.recipients.loadFailed')}
            onRetry={() => void rows.refetch()}
          />
        ) : null}
        <ListTable<CampaignRecipientRow>
          label={t('campaigns.recipients.title')}
          data={rows.data}
          loading={rows.isFetching}
          columns={columns}
          getRowId={(row) => row.candidateExternalId}
          rowLabel={(row) => row.fullName}
          renderCard={(row) => <RecipientCard row={row} />}
          page={page.page}
          size={page.size}
          onPageChange={(next, size) => setPage({ page: next, size })}
          filtered={filtered}
          onClearFilters={() => {
            setState(undefined);
            setSearch('');
            setPage((current) => ({ ...current, page: 1 }));
          }}
          empty={{
            none: t('campaigns.recipients.emptyNone'),
            noneHint: t(
              campaign.status === 'DRAFT' || campaign.status === 'SCHEDULED'
                ? 'campaigns.recipients.emptyNoneHintBefore'
                : 'campaigns.recipients.emptyNoneHint',
            ),
            filtered: t('campaigns.recipients.emptyFiltered'),
            filteredHint: t('campaigns.recipients.emptyFilteredHint'),
            clearFilters: t('campaigns.recipients.clearFilters'),
          }}
        />
      </Stack>
    </Paper>
  );
}
