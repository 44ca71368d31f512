import { lazy, Suspense } from 'react';
import type { BackgroundStatusFormProps } from './background-status-form';

export type BackgroundStatusDialogProps = BackgroundStatusFormProps & { open: boolean };

// The form and its date-time picker load when the dialog first opens: the candidate list and details
// pages evaluated the pickers (a tenth of their first load's script time) for a dialog rarely opened.
const BackgroundStatusForm = lazy(() => import('./background-status-form'));

/** Mounted only while open: each opening starts from the candidates' current statuses (BGC-10..15). */
export function BackgroundStatusDialog({ open, ...form }: BackgroundStatusDialogProps) {
  return open ? (
    <Suspense fallback={null}>
      <BackgroundStatusForm {...form} />
    </Suspense>
  ) : null;
}
