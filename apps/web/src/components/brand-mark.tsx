import Box from '@mui/material/Box';

export type BrandMarkProps = { size?: number };

/** The Talent Desk logo: a rounded square with a 'T'. Decorative; the product name sits beside it. */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="7" fill="#1e4fa3" />
      <path d="M9 10h14v3.2h-5.4V23h-3.2v-9.8H9z" fill="#fff" />
    </Box>
  );
}
