import Button from '@mui/material/Button';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import ShareIcon from '@mui/icons-material/Share';
import { can, type Role, type VendorDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { vendorEditPath, vendorNewUserPath } from './vendor-paths';
import { VendorStatusButton } from './vendor-status-button';

export type VendorActionsProps = {
  vendor: VendorDetail;
  role: Role;
  onShare: () => void;
};

/** What the actor may do with an active vendor besides (de)activating it (VEND-13, VEND-17). */
export function activeVendorOffers(vendor: VendorDetail, role: Role) {
  const active = vendor.status === 'ACTIVE';
  return {
    edit: active && can(role, 'vendors:write'),
    share: active && can(role, 'vacancies:share'),
    newUser: active && can(role, 'users:write'),
  };
}

/**
 * The details page's buttons. VEND-12: an inactive vendor offers only activation. VEND-13: an active
 * one offers deactivation, new vendor user and share vacancies (and edit). VEND-15: only an ADMIN
 * activates or deactivates; a TAG gets the rest (VEND-17).
 */
export function VendorActions({ vendor, role, onShare }: VendorActionsProps) {
  const { t } = useTranslation();
  const offers = activeVendorOffers(vendor, role);
  return (
    <>
      {offers.edit ? (
        <Button
          component={RouterLink}
          to={vendorEditPath(vendor.externalId)}
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
        >
          {t('vendors.edit')}
        </Button>
      ) : null}
      {offers.newUser ? (
        <Button
          component={RouterLink}
          to={vendorNewUserPath(vendor.externalId)}
          variant="outlined"
          startIcon={<PersonAddAlt1OutlinedIcon />}
        >
          {t('vendors.newUser')}
        </Button>
      ) : null}
      {offers.share ? (
        <Button variant="contained" startIcon={<ShareIcon />} onClick={onShare}>
          {t('vendors.shareVacancies')}
        </Button>
      ) : null}
      {can(role, 'vendors:activate') ? <VendorStatusButton vendor={vendor} /> : null}
    </>
  );
}
