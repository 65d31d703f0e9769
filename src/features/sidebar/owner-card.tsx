/** The blog owner: avatar (home link), name, the site's description and profile links. */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { TextLink, TextRouterLink } from '@/components/plain/text-link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { visuallyHidden } from '@/lib/visually-hidden';
import { plainListSx, sectionSx } from './sidebar-section';

/**
 * The picture in a circle, or the owner's initial when it fails to load: MUI Avatar's look and
 * fallback, without the component and its image-loading hook in every public page's first load.
 */
function OwnerAvatar({ src, owner }: { src: string; owner: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A prerendered picture may have failed before the app took the page over and listened.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 72,
        height: 72,
        mx: 'auto',
        borderRadius: '50%',
        overflow: 'hidden',
        userSelect: 'none',
        fontSize: theme.typography.pxToRem(20),
        color: theme.vars.palette.background.default,
        bgcolor: failed ? theme.vars.palette.Avatar.defaultBg : undefined,
      })}
    >
      {failed ? (
        owner.slice(0, 1).toUpperCase()
      ) : (
        <Box
          component="img"
          ref={image}
          src={src}
          alt=""
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}

export function OwnerCard() {
  const { owner, avatar, description, profileLinks } = getConfig().site;
  return (
    <Box
      component="section"
      aria-label="About the author"
      sx={{ ...sectionSx, textAlign: 'center' }}
    >
      <TextRouterLink
        to={paths.home.href()}
        aria-label={`${owner}, home`}
        sx={{ display: 'inline-block', borderRadius: '50%' }}
      >
        <OwnerAvatar src={avatar} owner={owner} />
      </TextRouterLink>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 1, fontWeight: 700 }}>
        {owner}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
      {profileLinks.length > 0 && (
        <Box
          component="ul"
          sx={{
            ...plainListSx,
            mt: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1.5,
          }}
        >
          {profileLinks.map((link) => (
            <li key={link.url}>
              <TextLink href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </TextLink>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
