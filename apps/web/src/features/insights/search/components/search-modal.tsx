import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_KEY_MAX, type SearchKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useSearchResults } from '../api/search-kind';
import { searchableKey, useSearchKey } from '../hooks/use-search-key';
import type { SearchLinks } from './search-links';
import { toSection, type SearchOption, type SearchSection } from './search-options';
import { SearchResults } from './search-results';

export type SearchModalProps = {
  open: boolean;
  onClose: () => void;
  /** The kinds the role may search, in the sections' order (SEARCH-05, SEARCH-06). */
  kinds: readonly SearchKind[];
  links: SearchLinks;
};

/** The search modal (SEARCH-01..15). Its content unmounts on close, so it opens empty every time. */
export function SearchModal({ open, onClose, kinds, links }: SearchModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      // The dialog element is MUI's paper: it takes its name from a title, not from a root aria-label.
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { alignSelf: fullScreen ? 'stretch' : 'flex-start', mt: fullScreen ? 0 : 10 } },
      }}
    >
      <Typography component="h2" id={titleId} sx={visuallyHidden}>
        {t('search.dialog')}
      </Typography>
      {open && <SearchPanel onClose={onClose} kinds={kinds} links={links} />}
    </Dialog>
  );
}

type SearchPanelProps = Omit<SearchModalProps, 'open'>;

function SearchPanel({ onClose, kinds, links }: SearchPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-results`;
  const [input, setInput] = useState('');
  const [active, setActive] = useState(0);
  const key = useSearchKey(input);
  const results = useSearchResults(kinds, key);

  const sections =
    key === null
      ? []
      : kinds
          .map((kind, i) => {
            const data = results[i]?.data;
            return data ? toSection(kind, data, key, links, t) : null;
          })
          .filter((section): section is SearchSection => section !== null);
  const options = sections.flatMap((section) => section.options);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (option: SearchOption) => `${baseId}-${option.id}`;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;

  const loading = key !== null && results.some((r) => r.isFetching);
  const failed = key !== null ? kinds.filter((_, i) => results[i]?.isError) : [];
  const settled = key !== null && results.every((r) => !r.isPending && !r.isFetching);
  const waiting = searchableKey(input) !== null && key !== searchableKey(input);

  function change(next: string) {
    setInput(next);
    setActive(0);
  }

  // Arrows move through every hit and 'And N more' of all sections, Enter opens, Esc closes
  // (the dialog's own Escape handling).
  function keyDown(event: KeyboardEvent) {
    if (options.length === 0) return;
    const last = options.length - 1;
    // Home and End stay the caret's keys: the focus is in a text input.
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(options[next] as SearchOption))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      onClose();
      void navigate(activeOption.to);
    }
  }

  let status: string | null = null;
  if (searchableKey(input) === null) status = t('search.typeMore');
  else if (settled && !waiting && sections.length === 0 && failed.length === 0)
    status = t('search.noResults');

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          placeholder={t('search.placeholder')}
          value={input}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          sx={{ fontSize: '1.1rem', py: 1 }}
          slotProps={{
            input: {
              role: 'combobox',
              maxLength: SEARCH_KEY_MAX,
              'aria-label': t('search.label'),
              'aria-expanded': options.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
              'aria-describedby': `${baseId}-status`,
            },
          }}
        />
        <IconButton aria-label={t('search.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ height: 4 }}>
        {(loading || waiting) && <LinearProgress aria-label={t('search.searching')} />}
      </Box>
      <Box sx={{ overflowY: 'auto', maxHeight: { sm: '60vh' }, borderTop: 1, borderColor: 'divider' }}>
        <Typography
          id={`${baseId}-status`}
          role="status"
          sx={{ px: 2, py: status ? 2 : 0, color: 'text.secondary' }}
        >
          {status}
        </Typography>
        {failed.map((kind) => (
          <Typography key={kind} role="alert" sx={{ px: 2, py: 1, color: 'error.main' }}>
            {t(`search.sections.${kind}`)}: {t('search.failed')}
          </Typography>
        ))}
        <SearchResults
          id={listId}
          label={t('search.results')}
          sections={sections}
          activeId={activeOption ? optionId(activeOption) : null}
          optionId={optionId}
          onPick={onClose}
        />
      </Box>
      <Typography
        variant="caption"
        sx={{
          display: { xs: 'none', sm: 'block' },
          px: 2,
          py: 1,
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {t('search.hint')}
      </Typography>
    </>
  );
}
