import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SETTINGS_USAGE_CAP, type OptionItem, type SkillMergeResult } from '@talent-desk/shared';
import { FormError } from '@/components/form/form-error';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { isApiError } from '@/lib/http';
import { useMergeSkill } from '../api/merge-skill';

/** The skill being merged away: its name and what uses it (the list row's counts). */
export type MergeSource = {
  externalId: string;
  name: string;
  candidateCount: number;
  vacancyCount: number;
};

export type SkillMergeDialogProps = {
  /** The skill to merge into another; null closes the dialog. */
  source: MergeSource | null;
  onClose: () => void;
  /** After a merge (the edit page then leaves the deleted skill's page). */
  onMerged?: (result: SkillMergeResult) => void;
};

/** 'Merge into…' (SET-03 skill-management): opened from a list row or the skill's edit page. */
export function SkillMergeDialog({ source, onClose, onMerged }: SkillMergeDialogProps) {
  return source ? (
    // Keyed by the source: each opening starts without a target or an error.
    <MergeDialog key={source.externalId} source={source} onClose={onClose} onMerged={onMerged} />
  ) : null;
}

function MergeDialog({ source, onClose, onMerged }: SkillMergeDialogProps & { source: MergeSource }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const textId = useId();
  const [target, setTarget] = useState<OptionItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const merge = useMergeSkill(source.externalId);
  // A count the list capped reads '1000+ candidates', never a false exact '1000'.
  const counted = (kind: 'candidates' | 'vacancies', n: number) =>
    n >= SETTINGS_USAGE_CAP
      ? t(`settingsLists.merge.${kind}Capped`, { count: SETTINGS_USAGE_CAP })
      : t(`settingsLists.merge.${kind}`, { count: n });
  const moves = (name: string) =>
    t('settingsLists.merge.moves', {
      name: source.name,
      target: name,
      candidates: counted('candidates', source.candidateCount),
      vacancies: counted('vacancies', source.vacancyCount),
    });

  async function confirm() {
    if (!target?.externalId) {
      setError(t('settingsLists.merge.chooseTarget'));
      return;
    }
    setError(null);
    try {
      const result = await merge.mutateAsync(target.externalId);
      enqueueSnackbar(t('settingsLists.merge.merged', { name: source.name, target: result.target.name }), {
        variant: 'success',
      });
      onMerged?.(result);
      onClose();
    } catch (failure) {
      // 400 (target gone, or the skill itself) and 404 (merged away meanwhile): the server's words.
      setError(
        isApiError(failure) && failure.status < 500 ? failure.message : t('messages.somethingWentWrong'),
      );
    }
  }

  return (
    <Dialog
      open
      onClose={merge.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('settingsLists.merge.title', { name: source.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography id={textId} color="text.secondary">
            {t('settingsLists.merge.intro', { name: source.name })}
          </Typography>
          <AsyncAutocomplete
            id="skill-merge-target"
            kind="skills"
            label={t('settingsLists.merge.target')}
            required
            size="medium"
            value={target ? [target] : []}
            // One target: the last choice replaces the previous one.
            onChange={(items) => {
              setTarget(items.at(-1) ?? null);
              setError(null);
            }}
            hiddenKeys={[source.externalId]}
            closeOnSelect
            limitTags={1}
          />
          {target ? (
            <Alert severity="warning" role="status">
              {moves(target.label)}
            </Alert>
          ) : null}
          <FormError message={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus disabled={merge.isPending}>
          {t('settingsLists.merge.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={!target || merge.isPending}
        >
          {t('settingsLists.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
