import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveSurveyTemplate } from '@/features/engagement/survey-templates/api/survey-template';
import {
  NEW_QUESTION,
  SurveyTemplateForm,
} from '@/features/engagement/survey-templates/components/survey-template-form';
import { SURVEY_TEMPLATES_PATH } from '@/features/engagement/survey-templates/components/survey-template-paths';

/** /internal/engagement/survey-templates/new (STPL-01, STPL-16: the created message, then the list). */
export default function SurveyTemplateCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSurveyTemplate();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('surveyTemplates.newTemplate')}
      </Typography>
      <SurveyTemplateForm
        defaultValues={{ title: '', description: '', questions: [{ ...NEW_QUESTION, surveyOptions: [] }] }}
        submitLabel={t('surveyTemplates.form.create')}
        onCancel={() => void navigate(SURVEY_TEMPLATES_PATH)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          enqueueSnackbar(t('surveyTemplates.created'), { variant: 'success' });
          await navigate(SURVEY_TEMPLATES_PATH);
        }}
      />
    </Stack>
  );
}
