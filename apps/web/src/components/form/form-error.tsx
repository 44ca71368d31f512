import Alert, { type AlertProps } from '@mui/material/Alert';

export type FormErrorProps = {
  /** What went wrong with the whole form (a field's own message goes under the field); none: nothing. */
  message: string | null | undefined;
  sx?: AlertProps['sx'];
};

/** A form's failure, announced as it appears. */
export function FormError({ message, sx }: FormErrorProps) {
  return message ? (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  ) : null;
}
