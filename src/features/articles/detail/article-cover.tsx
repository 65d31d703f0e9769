/**
 * The cover image, in a 16:9 frame reserved before it loads so the text below never jumps (a
 * prerendered page is taken over with no layout shift). The contract gives only its address, so
 * its own size is unknown before it arrives; it fills the frame (cropped at the edges, never
 * letterboxed in grey). Giving it its own shape without a shift needs its size from the
 * prerender (issue 25, left open).
 */
import Box from '@mui/material/Box';

export function ArticleCover({ src }: { src: string }) {
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        my: 3,
      }}
    >
      <Box
        component="img"
        src={src}
        alt=""
        loading="eager"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
