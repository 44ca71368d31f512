import Box from '@mui/material/Box';

export type MailHtmlFrameProps = { html: string; title: string };

/**
 * A message's HTML as the recipient's mail program would show it, and nothing more: `srcdoc` in a
 * sandbox with no permissions at all (no scripts, forms, pop-ups or same-origin access, so the page's
 * session is out of reach even if the HTML tried). The frame also inherits the page's CSP, which loads
 * no outside images (no tracking pixels fire when an admin reads the outbox).
 */
export function MailHtmlFrame({ html, title }: MailHtmlFrameProps) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      // Light in the dark scheme too: it shows what the recipient sees.
      sx={{ display: 'block', width: '100%', height: 480, border: 0, bgcolor: '#fff', colorScheme: 'light' }}
    />
  );
}
