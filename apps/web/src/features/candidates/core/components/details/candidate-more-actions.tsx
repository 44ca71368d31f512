import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import type { CandidateRead } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useToastedFileExport } from '@/components/file-export/use-toasted-file-export';
import { exportCandidateData } from '../../api/export-candidate-data';
import { AnonymiseCandidateDialog } from './anonymise-candidate-dialog';

export type CandidateMoreActionsProps = {
  candidate: Pick<CandidateRead, 'externalId' | 'fullName' | 'anonymisedAt'>;
};

/**
 * The ADMIN's data-protection actions on the details page, in one menu so that the header stays tidy on
 * a phone: download the candidate's personal data (a zip, with progress while it is prepared; a failure
 * is a toast) and anonymise (asked in a dialog; not offered once the candidate is anonymised).
 */
export function CandidateMoreActions({ candidate }: CandidateMoreActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [anonymising, setAnonymising] = useState(false);
  const exporter = useToastedFileExport(exportCandidateData);
  const close = () => setAnchor(null);
  const label = t('candidateDetails.actions.more');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          disabled={exporter.run.phase === 'running'}
          onClick={() => {
            close();
            void exporter.start(candidate.externalId);
          }}
        >
          <ListItemIcon>
            <FolderZipOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('candidateDetails.actions.downloadPersonalData')} />
        </MenuItem>
        {!candidate.anonymisedAt && (
          <MenuItem
            onClick={() => {
              close();
              setAnonymising(true);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <PersonOffOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('candidateDetails.actions.anonymise')} />
          </MenuItem>
        )}
      </Menu>
      <ExportProgressDialog
        title={t('candidateDetails.personalData.title')}
        run={exporter.run}
        onCancel={exporter.cancel}
      />
      {anonymising && (
        <AnonymiseCandidateDialog candidate={candidate} onClose={() => setAnonymising(false)} />
      )}
    </>
  );
}
