import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { SearchLinks } from './search-links';
import { SearchModal } from './search-modal';

export type GlobalSearchProps = { kinds: readonly SearchKind[]; links: SearchLinks };

/** Where typing '/' means the character, not the shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The Search control of the top bar (NAV-15) and its modal; Ctrl+K (Cmd+K) anywhere, or '/' outside a
 * text field, opens it too.
 */
export function GlobalSearch({ kinds, links }: GlobalSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K /"
        aria-haspopup="dialog"
        color="inherit"
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          px: 1.5,
          minWidth: 200,
          justifyContent: 'flex-start',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
          {t('search.label')}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.5,
            px: 0.5,
          }}
        >
          {t('search.shortcut')}
        </Box>
      </Button>
      <IconButton
        onClick={() => setOpen(true)}
        aria-label={t('search.label')}
        aria-keyshortcuts="Control+K /"
        aria-haspopup="dialog"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <SearchModal open={open} onClose={() => setOpen(false)} kinds={kinds} links={links} />
    </>
  );
}
