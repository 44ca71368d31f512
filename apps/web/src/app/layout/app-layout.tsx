import { useMemo } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, ScrollRestoration, useMatches } from 'react-router';
import { OptionsSourceContext } from '@/components/async-autocomplete/options-source';
import { BrandMark } from '@/components/brand-mark';
import { apiOptionsSource } from '@/features/settings/lookups/options-source';
import { GlobalSearch } from '@/features/insights/search/components/global-search';
import { useCurrentUser } from '../current-user';
import { HOME_PATH } from '../guards/access';
import { useAppNavigation } from '../navigation-context';
import { AccountMenu } from './account-menu';
import { isWidePage } from './page-width';
import { TopNavLinks, TopNavMenu } from './top-nav';
import { SEARCH_LINKS, searchKindsFor } from './search-links';

/** The signed-in frame: top bar (logo, sections, search, account) and the page below it. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { navItems, accountItems } = useAppNavigation();
  const searchKinds = useMemo(() => searchKindsFor(user.role), [user.role]);
  const wide = useMatches().some((match) => isWidePage(match.handle));

  // The option lists of the signed-in pages' pickers (the API's options feature).
  return (
    <OptionsSourceContext value={apiOptionsSource}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        {/* A new page opens at its top; Back and Forward return to where the page was left. */}
        <ScrollRestoration />
        <Link
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: (theme) => theme.zIndex.appBar + 1,
            bgcolor: 'background.paper',
            px: 2,
            py: 1,
            borderRadius: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('app.skipToContent')}
        </Link>
        <AppBar position="sticky">
          <Toolbar sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 60, md: 64 } }}>
            <TopNavMenu items={navItems} />
            <Link
              component={RouterLink}
              to={HOME_PATH}
              underline="none"
              color="inherit"
              aria-label={t('app.home')}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.25, borderRadius: 1 }}
            >
              <BrandMark size={30} />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
                {t('app.name')}
              </Typography>
            </Link>
            <TopNavLinks items={navItems} />
            <Box sx={{ flexGrow: 1 }} />
            {/* NAV-15: the Search control (and its modal), before the avatar. */}
            <GlobalSearch kinds={searchKinds} links={SEARCH_LINKS} />
            <AccountMenu user={user} items={accountItems} />
          </Toolbar>
        </AppBar>
        <Container
          component="main"
          id="main"
          tabIndex={-1}
          maxWidth={wide ? 'xl' : 'lg'}
          sx={{ py: { xs: 3, md: 4 }, outline: 'none' }}
        >
          <Outlet />
        </Container>
      </Box>
    </OptionsSourceContext>
  );
}
