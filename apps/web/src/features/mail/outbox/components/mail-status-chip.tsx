import { mailStatusColour, type MailStatus } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusChipProps } from '@/components/status-chip';

export type MailStatusChipProps = Omit<StatusChipProps, 'label' | 'colour'> & { status: MailStatus };

/** Queued yellow, Sent green, Failed red, Kept in outbox gray. */
export function MailStatusChip({ status, ...rest }: MailStatusChipProps) {
  const { t } = useTranslation();
  return <StatusChip {...rest} label={t(`enums.mailStatus.${status}`)} colour={mailStatusColour(status)} />;
}
