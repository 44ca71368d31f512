import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterField } from './filter-field';
import {
  countActiveFilters,
  emptyFilterValues,
  hasFieldIssues,
  isFieldShown,
  sameFilterValues,
  type FilterFieldDef,
  type FilterValue,
  type FilterValues,
} from './filter-field-types';

export type FilterFormProps = {
  fields: readonly FilterFieldDef[];
  /** The applied filters; the panel edits a draft of them until Apply. */
  value: FilterValues;
  onApply: (values: FilterValues) => void;
  onClose?: () => void;
  title?: string;
  /** Adjusts the draft after each change (e.g. cities that no longer belong to a chosen state). */
  normalise?: (draft: FilterValues) => FilterValues;
  /**
   * A draft the caller holds (a form that saves the filters, AUD-06): the panel shows and edits it
   * instead of its own, and a new `value` does not replace it.
   */
  draft?: FilterValues;
  onDraftChange?: (draft: FilterValues) => void;
  /** The buttons' texts: 'Apply' and 'Clear filters' unless given ('Search' and 'Reset', AUD-13). */
  applyLabel?: string;
  clearLabel?: string;
  /** What the clear button goes back to: nothing set unless given (a saved audience's filters). */
  resetTo?: FilterValues;
  /** Every field disabled and no buttons: a read-only view (AUD-14). */
  readOnly?: boolean;
  /** Problems the caller's own validation found, by field key, shown under the fields. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The fields' ids are `${idPrefix}-${key}`, so that the caller can move the focus to one. */
  idPrefix?: string;
  titleId: string;
  /** Fill the height (a drawer) instead of growing with the fields (a panel in the page). */
  fill: boolean;
};

/** The panel's form: heading with the active count, the shown fields, and clear and apply. */
export function FilterForm({
  fields,
  value,
  onApply,
  onClose,
  title,
  normalise = (d) => d,
  draft: heldDraft,
  onDraftChange,
  applyLabel,
  clearLabel,
  resetTo,
  readOnly = false,
  errors = {},
  idPrefix,
  titleId,
  fill,
}: FilterFormProps) {
  const { t } = useTranslation();
  const ownPrefix = useId();
  const prefix = idPrefix ?? ownPrefix;
  const [ownDraft, setOwnDraft] = useState<FilterValues>(value);
  const [applied, setApplied] = useState<FilterValues>(value);
  const held = heldDraft !== undefined && onDraftChange !== undefined;
  // A new applied value (Back in the browser, a cleared filter) replaces the panel's own draft.
  if (applied !== value) {
    setApplied(value);
    if (!held) setOwnDraft(value);
  }
  const draft = held ? heldDraft : ownDraft;
  const setDraft = (next: FilterValues) => (held ? onDraftChange(next) : setOwnDraft(next));
  const shown = fields.filter((field) => isFieldShown(field, draft));
  const activeCount = countActiveFilters(shown, draft);
  const target = resetTo ?? emptyFilterValues(fields);
  const invalid = hasFieldIssues(fields, draft, dayjs().format('YYYY-MM-DD'));

  function change(key: string, next: FilterValue) {
    setDraft(normalise({ ...draft, [key]: next }));
  }
  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (invalid || readOnly) return;
    onApply(draft);
    onClose?.();
  }
  function clear() {
    setDraft(target);
    onApply(target);
  }

  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      onSubmit={apply}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: fill ? '100%' : 'auto' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 1.5, gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h2" component="h2">
            {title ?? t('filterPanel.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('filterPanel.activeCount', { count: activeCount })}
          </Typography>
        </Box>
        {onClose ? (
          <IconButton onClick={onClose} aria-label={t('filterPanel.close')} edge="end">
            <CloseIcon />
          </IconButton>
        ) : null}
      </Stack>
      <Divider />
      <Stack
        spacing={2.25}
        sx={{
          px: 2.5,
          py: 2.5,
          overflowY: 'auto',
          flexGrow: 1,
          // Read-only chips cannot be removed: no greyed-out remove icons suggesting they could.
          ...(readOnly ? { '& .MuiChip-deleteIcon': { display: 'none' } } : {}),
        }}
      >
        {shown.map((field) => (
          <FilterField
            key={field.key}
            id={`${prefix}-${field.key}`}
            field={field}
            value={draft[field.key]}
            draft={draft}
            disabled={readOnly}
            error={errors[field.key]}
            onChange={(next) => change(field.key, next)}
          />
        ))}
      </Stack>
      {readOnly ? null : (
        <>
          <Divider />
          <Stack direction="row" spacing={1.5} sx={{ px: 2.5, py: 1.75, justifyContent: 'flex-end' }}>
            <Button
              type="button"
              onClick={clear}
              disabled={sameFilterValues(fields, draft, target) && sameFilterValues(fields, value, target)}
            >
              {clearLabel ?? t('filterPanel.clear')}
            </Button>
            <Button type="submit" variant="contained" disabled={invalid}>
              {applyLabel ?? t('filterPanel.apply')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
