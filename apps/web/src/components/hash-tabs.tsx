import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router';

/** The tab named by the URL hash (#vendors), or the first one (the default tab). */
export function tabFromHash<T extends string>(tabs: readonly T[], hash: string): T {
  const name = hash.replace(/^#/, '');
  return tabs.find((tab) => tab === name) ?? (tabs[0] as T);
}

export type HashTabsProps<T extends string> = {
  tabs: readonly T[];
  /** Prefix of the tab and panel ids (unique on the page). */
  idPrefix: string;
  label: string;
  tabLabel: (tab: T) => string;
  children: (tab: T) => ReactNode;
};

/**
 * Tabs selected by the URL hash (VAC-02, VEND-02, CAND-DETAIL-01): a link opens a tab, switching keeps
 * the scroll position and replaces the history entry, and the panel is labelled by its tab.
 */
export function HashTabs<T extends string>({ tabs, idPrefix, label, tabLabel, children }: HashTabsProps<T>) {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(tabs, location.hash);
  // Scroll buttons only on a phone, where the strip may not fit. Left to MUI's 'auto' on a wide screen
  // they measured late (after a resize from a phone width) and showed chevrons beside tabs that fit.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) =>
            void navigate({ hash: next }, { replace: true, preventScrollReset: true })
          }
          variant="scrollable"
          scrollButtons={phone ? 'auto' : false}
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`${idPrefix}-tab-${key}`}
              aria-controls={`${idPrefix}-tabpanel-${key}`}
              label={tabLabel(key)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${idPrefix}-tabpanel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {children(tab)}
      </Box>
    </>
  );
}
