/**
 * The cover image in its own shape: the contract gives only its address, so no frame of a guessed
 * ratio is reserved (a 16:9 frame cropped the demo's 1200×630 covers and boxed other shapes in
 * grey); the image takes the column's width, or its own if narrower, and a tall one stops short
 * of filling the screen.
 */
import Box from '@mui/material/Box';

export function ArticleCover({ src }: { src: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="eager"
      decoding="async"
      data-article-cover=""
      sx={{
        display: 'block',
        // Auto width and height under max sizes: a replaced element keeps its ratio (CSS 2 §10.4).
        maxWidth: '100%',
        maxHeight: '70vh',
        width: 'auto',
        height: 'auto',
        mx: 'auto',
        my: 3,
        borderRadius: 2,
      }}
    />
  );
}
