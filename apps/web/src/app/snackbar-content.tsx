import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's toasts with colours that carry white text at 4.5:1 or better (WCAG AA): its default
 * green, orange and light blue do not (axe color-contrast).
 */
export const SnackbarContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a5b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1e4fa3' },
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
});

/** Every toast variant drawn with the accessible colours. */
export const SNACKBAR_COMPONENTS = {
  default: SnackbarContent,
  success: SnackbarContent,
  error: SnackbarContent,
  warning: SnackbarContent,
  info: SnackbarContent,
};
