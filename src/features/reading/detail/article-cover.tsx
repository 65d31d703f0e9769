/**
 * The cover image, in a 16:9 frame reserved before it loads so the text below never jumps (a
 * prerendered page is taken over with no layout shift). The contract gives only its address, so
 * its own size is unknown before it arrives; it fills the frame (cropped at the edges, never
 * letterboxed in grey). Giving it its own shape without a shift needs its size from the
 * prerender (issue 25, left open).
 */
import styles from './article-cover.module.css';

export function ArticleCover({ src }: { src: string }) {
  return (
    <div className={styles.frame}>
      <img className={styles.image} src={src} alt="" loading="eager" decoding="async" />
    </div>
  );
}
