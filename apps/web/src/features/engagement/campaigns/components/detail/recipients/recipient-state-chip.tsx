import type { RecipientState, StatusColour } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';

/** A delivery state's colour: waiting gray, sent blue, what the candidate did green, refused red or orange. */
export const RECIPIENT_STATE_COLOURS = {
  QUEUED: 'gray',
  SENT: 'lightBlue',
  FAILED: 'red',
  OPENED: 'yellow',
  SURVEY_OPENED: 'yellow',
  SUBMITTED: 'green',
  UNSUBSCRIBED: 'orange',
} as const satisfies Record<RecipientState, StatusColour>;

export function RecipientStateChip({ state }: { state: RecipientState }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`enums.recipientState.${state}`)} colour={RECIPIENT_STATE_COLOURS[state]} />;
}
