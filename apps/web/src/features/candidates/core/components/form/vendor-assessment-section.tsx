import MenuItem from '@mui/material/MenuItem';
import { NOTICE_PERIODS } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { TextInput } from './text-input';

/** CAND-FORM-05: expected rate and notice period, shown to a VENDOR for a candidate in India. */
export function VendorAssessmentSection() {
  const { t } = useTranslation();
  return (
    <FormSection
      id="candidate-assessment"
      title={t('candidateForm.sections.assessment')}
      description={t('candidateForm.hints.assessment')}
    >
      <FieldCell>
        <TextInput
          name="assessmentVendor.expectedRate"
          label={t('candidateForm.fields.expectedRate')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </FieldCell>
      <FieldCell>
        <TextInput
          name="assessmentVendor.noticePeriod"
          select
          label={t('candidateForm.fields.noticePeriod')}
          required
        >
          {NOTICE_PERIODS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`enums.noticePeriod.${key}`)}
            </MenuItem>
          ))}
        </TextInput>
      </FieldCell>
    </FormSection>
  );
}
