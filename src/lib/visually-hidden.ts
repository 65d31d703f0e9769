/**
 * `sx` for text that screen readers read but the eye does not see. Sizes are strings on purpose:
 * in MUI's `sx` a bare 1 means 100%, which once made hidden text as wide as the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
