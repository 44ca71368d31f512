import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import TextField from '@mui/material/TextField';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  type AuditAction,
  type AuditEventListQuery,
  type AuditTargetType,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ActorFilter } from './actor-filter';
import { AuditDayField } from './audit-day-field';

export type AuditFilterValues = Pick<AuditEventListQuery, 'actor' | 'action' | 'targetType' | 'from' | 'to'>;

export type AuditFiltersProps = {
  value: AuditFilterValues;
  /** Only what changed: the page merges it into the URL's latest state (two quick changes both stay). */
  onChange: (patch: Partial<AuditFilterValues>) => void;
  /** A range that ends before it starts: shown under To. */
  rangeError?: string;
};

const ALL = 'ALL';
const pick = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** Actor, action, kind of target and a UTC day range; each change applies at once (in the URL). */
export function AuditFilters({ value, onChange, rangeError }: AuditFiltersProps) {
  const { t } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <ActorFilter value={value.actor} onChange={(actor) => onChange({ actor })} />
        <TextField
          select
          size="small"
          label={t('auditLog.filters.action')}
          value={value.action ?? ALL}
          onChange={(event) => onChange({ action: pick<AuditAction>(AUDIT_ACTIONS, event.target.value) })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>{t('auditLog.filters.allActions')}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {auditActionLabel(action)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('auditLog.filters.targetType')}
          value={value.targetType ?? ALL}
          onChange={(event) =>
            onChange({ targetType: pick<AuditTargetType>(AUDIT_TARGET_TYPES, event.target.value) })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL}>{t('auditLog.filters.allTargets')}</MenuItem>
          {AUDIT_TARGET_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`auditLog.targetTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <AuditDayField
          label={t('auditLog.filters.from')}
          value={value.from}
          onChange={(from) => onChange({ from })}
        />
        <AuditDayField
          label={t('auditLog.filters.to')}
          value={value.to}
          onChange={(to) => onChange({ to })}
          error={rangeError}
        />
      </Stack>
    </LocalizationProvider>
  );
}
