import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LIST_SEARCH_DEBOUNCE_MS } from '@talent-desk/shared';

export type ListSearchFieldProps = {
  label: string;
  /** The search the list shows now (from the URL). */
  value: string;
  /** Called once typing has paused for 400 ms (LIST-07), with the trimmed text. */
  onSearch: (value: string) => void;
  maxLength?: number;
};

/** A list's search box: typing updates the list after a pause (or on leaving the box), not at every key. */
export function ListSearchField({ label, value, onSearch, maxLength = 200 }: ListSearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL changed from elsewhere (back button, cleared filters): show its search instead of the draft.
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }

  function change(next: string) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      onSearch(next.trim());
    }, LIST_SEARCH_DEBOUNCE_MS);
  }

  // Leaving the box (a click on a row, Tab) searches at once: a search still waiting would otherwise fire
  // after the click and take the user back to the list it updates.
  function flush() {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    onSearch(draft.trim());
  }

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={draft}
      onChange={(event) => change(event.target.value)}
      onBlur={flush}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ maxWidth: { sm: 360 } }}
    />
  );
}
