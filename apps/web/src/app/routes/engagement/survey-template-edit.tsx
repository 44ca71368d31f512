import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  useSaveSurveyTemplate,
  useSurveyTemplate,
} from '@/features/engagement/survey-templates/api/survey-template';
import { SurveyTemplateForm } from '@/features/engagement/survey-templates/components/survey-template-form';
import { SURVEY_TEMPLATES_PATH } from '@/features/engagement/survey-templates/components/survey-template-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';

/** /internal/engagement/survey-templates/{id}/edit (STPL-16: the updated message; STPL-17: not found). */
export default function SurveyTemplateEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { templateId = '' } = useParams();
  const template = useSurveyTemplate(templateId);
  const save = useSaveSurveyTemplate(templateId);
  const leaving = useNotFoundRedirect(template.error, t('surveyTemplates.notFound'), SURVEY_TEMPLATES_PATH);

  if (leaving) return null;
  if (template.isPending)
    return <Skeleton variant="rounded" height={420} aria-label={t('surveyTemplates.loading')} />;
  if (template.isError) throw template.error;
  const detail = template.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('surveyTemplates.editTitle', { title: detail.title })}
      </Typography>
      <SurveyTemplateForm
        defaultValues={{
          title: detail.title,
          description: detail.description ?? '',
          questions: detail.questions.map((q) => ({
            text: q.question,
            type: q.type,
            mandatory: q.mandatory,
            orderNo: q.orderNo,
            surveyOptions: q.options.map((o) => ({ value: o.value })),
          })),
        }}
        submitLabel={t('surveyTemplates.form.save')}
        onCancel={() => void navigate(SURVEY_TEMPLATES_PATH)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          enqueueSnackbar(t('surveyTemplates.updated'), { variant: 'success' });
          await navigate(SURVEY_TEMPLATES_PATH);
        }}
      />
    </Stack>
  );
}
