import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAudience } from '@/features/engagement/audiences/api/get-audience';
import { useSaveAudience } from '@/features/engagement/audiences/api/save-audience';
import { AudienceMessage } from '@/features/engagement/audiences/components/audience-message';
import { AUDIENCES_PATH, audienceEditPath } from '@/features/engagement/audiences/components/audience-paths';
import { DeleteAudienceDialog } from '@/features/engagement/audiences/components/delete-audience-dialog';
import type { PageMode } from '@/features/engagement/audiences/components/form/audience-breadcrumbs';
import { AudienceForm } from '@/features/engagement/audiences/components/form/audience-form';
import { isNotFound } from '@/lib/use-not-found-redirect';

/**
 * /internal/engagement/audiences/new, /{id}/edit and /{id}/view (AUD-01). AUD-03: a save lands on the
 * list with 'Audience saved'; AUD-04: an unknown id is the not-found page; AUD-05: editing an audience
 * the user may not edit (a TAG who did not create it) is the forbidden page.
 */
export default function AudiencePage({ mode }: { mode: PageMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { audienceId = '' } = useParams();
  const creating = mode === 'create';
  const audience = useAudience(audienceId, !creating);
  const save = useSaveAudience(creating ? undefined : audienceId);
  const [deleting, setDeleting] = useState(false);

  if (!creating && audience.isPending) {
    return <Skeleton variant="rounded" height={480} aria-label={t('audiences.loading')} />;
  }
  if (!creating && audience.isError) {
    if (isNotFound(audience.error)) return <AudienceMessage kind="notFound" />;
    throw audience.error;
  }
  const detail = creating ? undefined : audience.data;
  if (mode === 'edit' && detail && !detail.canEdit) {
    return <AudienceMessage kind="forbidden" externalId={detail.externalId} />;
  }

  return (
    <>
      <AudienceForm
        key={`${mode}-${audienceId}`}
        mode={mode}
        audience={detail}
        onCancel={() => void navigate(AUDIENCES_PATH)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          enqueueSnackbar(t('audiences.saved'), { variant: 'success' });
          await navigate(AUDIENCES_PATH);
        }}
        actions={
          mode === 'view' && detail?.canEdit ? (
            <>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDeleting(true)}
              >
                {t('audiences.delete')}
              </Button>
              <Button
                component={RouterLink}
                to={audienceEditPath(detail.externalId)}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
              >
                {t('audiences.edit')}
              </Button>
            </>
          ) : null
        }
      />
      <DeleteAudienceDialog
        audience={deleting && detail ? detail : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(AUDIENCES_PATH)}
      />
    </>
  );
}
