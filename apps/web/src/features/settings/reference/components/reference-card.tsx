import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SettingsListKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { countText, usageText } from './reference-columns';
import { settingsEditPath, type SettingsRow } from './settings-kinds';

export type ReferenceCardProps = { kind: SettingsListKind; row: SettingsRow };

/** One row of a settings list on a phone: the name (to edit), its code or state, what uses it. */
export function ReferenceCard({ kind, row }: ReferenceCardProps) {
  const { t } = useTranslation();
  const detail = row.iso2 ?? row.code ?? row.stateName ?? row.description;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={settingsEditPath(kind, row.externalId)}
        sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
      >
        {row.name}
      </Link>
      {detail ? (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
      {kind === 'skills' ? (
        <Typography variant="body2">
          {t('settingsLists.fields.candidates')}: {countText(row.candidateCount ?? 0)} ·{' '}
          {t('settingsLists.fields.vacancies')}: {countText(row.vacancyCount ?? 0)}
        </Typography>
      ) : row.addressCount === undefined ? (
        <Typography variant="body2">
          {t(`settingsLists.usedBy.${kind}`)}: {usageText(t, row.usage)}
        </Typography>
      ) : (
        <Typography variant="body2">
          {t('settingsLists.addressCount', { count: row.addressCount })}
        </Typography>
      )}
    </Stack>
  );
}
