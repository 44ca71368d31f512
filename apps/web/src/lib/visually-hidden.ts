/** Hidden from sight, not from assistive technology (nor from a file chooser): an `sx` value. */
export const visuallyHidden = {
  position: 'absolute',
  // Pixels as strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
