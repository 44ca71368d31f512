import { campaignStatusColour, type CampaignStatus } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusChipProps } from '@/components/status-chip';

export type CampaignStatusChipProps = Omit<StatusChipProps, 'label' | 'colour'> & { status: CampaignStatus };

/** CAMP-45: Draft yellow, Scheduled light blue, Open green, Closed red, Archived orange. */
export function CampaignStatusChip({ status, ...rest }: CampaignStatusChipProps) {
  const { t } = useTranslation();
  return (
    <StatusChip {...rest} label={t(`enums.campaignStatus.${status}`)} colour={campaignStatusColour(status)} />
  );
}
