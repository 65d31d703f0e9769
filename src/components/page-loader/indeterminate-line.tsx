/**
 * A thin progress line across the top of the window, for a wait of unknown length: MUI's
 * indeterminate LinearProgress (same colours, keyframes and timing, two bars drawn by ::before and
 * ::after) in CSS alone, as LinearProgress's own code sat in the script every public page loads
 * for this one use. The app's reduced-motion rule stops it like any animation.
 */
import styles from './indeterminate-line.module.css';

export function IndeterminateLine({ label }: { label: string }) {
  return <span role="progressbar" aria-label={label} className={styles.line} />;
}
