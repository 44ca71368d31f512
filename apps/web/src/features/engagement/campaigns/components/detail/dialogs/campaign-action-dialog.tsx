import type { CampaignAction, CampaignDetail } from '@talent-desk/shared';
import { CloneDialog } from './clone-dialog';
import { CommentDialog } from './comment-dialog';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { EditNameDialog } from './edit-name-dialog';
import { EndDateDialog } from './end-date-dialog';

export type CampaignActionDialogProps = {
  /** The menu action whose modal is open; Edit here is the OPEN campaign's dialog (CAMP-26). */
  action: CampaignAction | null;
  campaign: CampaignDetail;
  userExternalId: string;
  onClose: () => void;
};

/** The modal of the options menu's action (CAMP-28/30/33/37/39), mounted fresh each time. */
export function CampaignActionDialog({
  action,
  campaign,
  userExternalId,
  onClose,
}: CampaignActionDialogProps) {
  switch (action) {
    case 'edit':
      return <EditNameDialog campaign={campaign} onClose={onClose} />;
    case 'close':
    case 'archive':
      return <CommentDialog action={action} campaign={campaign} onClose={onClose} />;
    case 'clone':
      return <CloneDialog campaign={campaign} userExternalId={userExternalId} onClose={onClose} />;
    case 'delete':
      return <DeleteCampaignDialog campaign={campaign} onClose={onClose} />;
    case 'updateEndDate':
      return <EndDateDialog campaign={campaign} onClose={onClose} />;
    default:
      return null;
  }
}
