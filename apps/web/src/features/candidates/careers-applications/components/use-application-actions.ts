import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachedMessage } from '@talent-desk/shared';
import { useApiErrorText } from '@/lib/api-error-text';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useSnackbar } from '@/lib/snackbar';
import { useApplicationAction, type ApplicationAction } from '../api/careers-applications';

/**
 * The actions on one application (take a value or the resume over, attach), each with its toast; the
 * server's refusal is kept to be shown beside the application (409 taken e-mail, edit locked, ...).
 */
export function useApplicationActions(applicationId: string) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const errorText = useApiErrorText();
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useApplicationAction();
  const [error, setError] = useState<string | null>(null);

  const done = (action: ApplicationAction) => {
    if (action.kind === 'field') return t('careersApplications.messages.fieldTakenOver');
    if (action.kind === 'resume') return t('careersApplications.messages.resumeTakenOver');
    return messageText(attachedMessage(1));
  };

  const run = (action: ApplicationAction) => {
    setError(null);
    mutation.mutate(
      { applicationId, action },
      {
        onSuccess: () => enqueueSnackbar(done(action), { variant: 'success' }),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return { run, error, busy: mutation.isPending };
}
