import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { useApiErrorText } from '@/lib/api-error-text';
import { useSnackbar } from '@/lib/snackbar';
import { useAnonymiseCandidate } from '../../api/anonymise-candidate';

export type AnonymiseCandidateDialogProps = {
  candidate: { externalId: string; fullName: string };
  onClose: () => void;
};

/** A line of the description. */
function Block({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="span" sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/** The typed name confirms when it equals the candidate's full name, ignoring case and outer spaces. */
export function nameMatches(typed: string, fullName: string): boolean {
  const wanted = fullName.trim().toLocaleLowerCase();
  return wanted !== '' && typed.trim().toLocaleLowerCase() === wanted;
}

/**
 * Asks an ADMIN before anonymising a candidate (mounted while open): says what is removed, what is kept
 * and that it cannot be undone; the ADMIN types the candidate's full name to confirm. A refusal (409
 * when already anonymised) shows the server's message here; success is a toast, and the candidate's
 * queries reload.
 */
export function AnonymiseCandidateDialog({ candidate, onClose }: AnonymiseCandidateDialogProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { enqueueSnackbar } = useSnackbar();
  // The name asked for, as it was when the dialog opened (the page reloads the new one before it closes).
  const [fullName] = useState(candidate.fullName);
  const [typed, setTyped] = useState('');
  const anonymise = useAnonymiseCandidate(candidate.externalId);
  const matches = nameMatches(typed, fullName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || anonymise.isPending) return;
    anonymise.mutate(undefined, {
      onSuccess: () => {
        // The server's message (CANDIDATE_PRIVACY_MESSAGES.anonymised), through i18n.
        enqueueSnackbar(t('candidateDetails.anonymise.done'), { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={t('candidateDetails.anonymise.title', { name: fullName })}
      description={
        // The description is a paragraph (FormDialog): its parts are blocks of phrasing content.
        <>
          <Block>{t('candidateDetails.anonymise.intro')}</Block>
          {(['fields', 'files', 'notes', 'kept'] as const).map((part) => (
            <Block key={part} sx={{ pl: 2 }}>
              {`• ${t(`candidateDetails.anonymise.${part}`)}`}
            </Block>
          ))}
          <Block sx={{ fontWeight: 600, my: 1 }}>{t('candidateDetails.anonymise.undo')}</Block>
          <Block sx={{ overflowWrap: 'anywhere' }}>
            {t('candidateDetails.anonymise.typeName', { name: fullName })}
          </Block>
        </>
      }
      onClose={onClose}
      onSubmit={submit}
      error={anonymise.isError ? errorText(anonymise.error) : null}
      cancelLabel={t('confirmDialog.cancel')}
      submitLabel={t('candidateDetails.anonymise.confirm')}
      busy={anonymise.isPending}
      lockWhileBusy
      submitDisabled={!matches}
    >
      <TextField
        label={t('candidateDetails.anonymise.nameLabel')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoFocus
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </FormDialog>
  );
}
