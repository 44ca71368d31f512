import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/**
 * A disabled control does not receive pointer or focus events, so its tooltip sits on a wrapper that
 * can be focused and names the reason (CAND-STATUS-28: Edit says why it is locked).
 */
export function GatedButton({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason}>
      <Box component="span" tabIndex={0} aria-label={reason} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        {children}
      </Box>
    </Tooltip>
  );
}
