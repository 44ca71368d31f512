import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  allowedCampaignActions,
  CAMPAIGN_STATUSES,
  type CampaignActor,
  type CampaignStatus,
} from '@talent-desk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CampaignOptionsMenu } from './campaign-options-menu';

afterEach(cleanup);

const ADMIN: CampaignActor = { role: 'ADMIN', externalId: users.ADMIN.externalId };
const TAG: CampaignActor = { role: 'TAG', externalId: users.TAG.externalId };

/** The menu's items for an actor on a campaign in `status` owned by `owner`, as the detail offers them. */
function menuItems(status: CampaignStatus, actor: CampaignActor, owner: string): string[] {
  const onAction = vi.fn();
  renderWithProviders(
    <CampaignOptionsMenu
      actions={allowedCampaignActions({ status, ownerExternalId: owner }, actor)}
      onAction={onAction}
    />,
  );
  const button = screen.queryByRole('button', { name: 'Campaign options' });
  if (!button) return [];
  fireEvent.click(button);
  const items = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  cleanup();
  return items;
}

describe('CampaignOptionsMenu', () => {
  it('[CAMP-47] [CAMP-27] [CAMP-37] an ADMIN: Edit, Clone and Delete on a draft or a scheduled campaign (end date once scheduled)', () => {
    expect(menuItems('DRAFT', ADMIN, users.TAG.externalId)).toEqual(['Edit', 'Clone', 'Delete']);
    expect(menuItems('SCHEDULED', ADMIN, users.TAG.externalId)).toEqual([
      'Edit',
      'Clone',
      'Delete',
      'Update end date',
    ]);
  });

  it('[CAMP-26] [CAMP-28] [CAMP-39] an OPEN campaign: Edit (the dialog), Close, Clone, Update end date; no Delete', () => {
    expect(menuItems('OPEN', ADMIN, users.ADMIN.externalId)).toEqual([
      'Edit',
      'Close',
      'Clone',
      'Update end date',
    ]);
  });

  it('[CAMP-30] [CAMP-33] a CLOSED campaign: Archive and Clone; an ARCHIVED one: Clone only', () => {
    expect(menuItems('CLOSED', ADMIN, users.ADMIN.externalId)).toEqual(['Archive', 'Clone']);
    expect(menuItems('ARCHIVED', ADMIN, users.ADMIN.externalId)).toEqual(['Clone']);
  });

  it('[CAMP-46] [CAMP-37] a TAG on its own campaign: every action but Delete', () => {
    expect(menuItems('DRAFT', TAG, users.TAG.externalId)).toEqual(['Edit', 'Clone']);
    expect(menuItems('OPEN', TAG, users.TAG.externalId)).toEqual([
      'Edit',
      'Close',
      'Clone',
      'Update end date',
    ]);
  });

  it("[CAMP-46] a TAG on another's campaign: no options button at all, whatever the status", () => {
    for (const status of CAMPAIGN_STATUSES)
      expect(menuItems(status, TAG, users.ADMIN.externalId)).toEqual([]);
  });

  it('[CAMP-10] the options button opens the menu and hands over the chosen action', () => {
    const onAction = vi.fn();
    renderWithProviders(<CampaignOptionsMenu actions={['clone', 'delete']} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Campaign options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
