import { useState } from 'react';
import Button from '@mui/material/Button';
import { ConfirmDialog } from './confirm-dialog';

export type ActivationButtonProps = {
  active: boolean;
  busy: boolean;
  labels: { activate: string; deactivate: string; confirmTitle: string; confirmBody: string };
  /** Resolves (or rejects) once the change is done; the confirmation closes then. */
  onChange: (status: 'ACTIVE' | 'INACTIVE') => Promise<unknown>;
};

/**
 * Deactivate after a confirmation, activate at once: one control for everything that has an
 * ACTIVE/INACTIVE status (vendors VEND-10/11, users).
 */
export function ActivationButton({ active, busy, labels, onChange }: ActivationButtonProps) {
  const [confirming, setConfirming] = useState(false);
  if (!active) {
    return (
      <Button
        variant="contained"
        onClick={() => void onChange('ACTIVE').catch(() => undefined)}
        disabled={busy}
      >
        {labels.activate}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {labels.deactivate}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={labels.confirmTitle}
        confirmLabel={labels.deactivate}
        destructive
        busy={busy}
        onConfirm={() =>
          void onChange('INACTIVE')
            .finally(() => setConfirming(false))
            .catch(() => undefined)
        }
        onCancel={() => setConfirming(false)}
      >
        {labels.confirmBody}
      </ConfirmDialog>
    </>
  );
}
