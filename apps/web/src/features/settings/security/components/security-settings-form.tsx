import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SecuritySettings } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { useApiErrorText } from '@/lib/api-error-text';
import { useSnackbar } from '@/lib/snackbar';
import { useSaveSecuritySettings } from '../api/security-settings';

/** The two switches of Settings > Security and Save; a toast says it is saved. */
export function SecuritySettingsForm({ settings }: { settings: SecuritySettings }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useApiErrorText();
  const save = useSaveSecuritySettings();
  const [values, setValues] = useState(settings);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        enqueueSnackbar(t('securitySettings.saved'), { variant: 'success' });
      },
    });
  };

  const toggle = (key: keyof SecuritySettings) => (_event: unknown, checked: boolean) =>
    setValues((current) => ({ ...current, [key]: checked }));

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('securitySettings.form')}
    >
      <FormError message={save.isError ? errorText(save.error) : null} />
      <FormGroup>
        <FormControlLabel
          control={
            <Switch checked={values.requireTwoFactorForStaff} onChange={toggle('requireTwoFactorForStaff')} />
          }
          label={t('securitySettings.requireForStaff')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.requireTwoFactorForVendors}
              onChange={toggle('requireTwoFactorForVendors')}
            />
          }
          label={t('securitySettings.requireForVendors')}
        />
      </FormGroup>
      <Typography variant="body2" color="text.secondary">
        {t('securitySettings.hint')}
      </Typography>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {save.isPending ? t('securitySettings.saving') : t('securitySettings.save')}
      </Button>
    </Stack>
  );
}
