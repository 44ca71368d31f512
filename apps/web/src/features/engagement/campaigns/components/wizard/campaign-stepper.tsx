import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { CampaignCreationStep } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '../campaign-paths';

export type CampaignStepperProps = { active: CampaignCreationStep };

/** CAMP-06: the three steps, Audience, Content and Preview, the current one marked. */
export function CampaignStepper({ active }: CampaignStepperProps) {
  const { t } = useTranslation();
  const activeIndex = WIZARD_STEPS.findIndex((s) => s.step === active);
  return (
    <Stepper activeStep={activeIndex} aria-label={t('campaigns.wizard.steps')} sx={{ maxWidth: 640 }}>
      {WIZARD_STEPS.map(({ step }, index) => (
        <Step key={step} completed={index < activeIndex}>
          <StepLabel slotProps={{ label: { 'aria-current': index === activeIndex ? 'step' : undefined } }}>
            {t(`campaigns.wizard.step.${step}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
