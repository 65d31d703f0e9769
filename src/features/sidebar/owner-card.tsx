/** The blog owner: avatar (home link), name, the site's description and profile links. */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { visuallyHidden } from '@/lib/visually-hidden';
import { plainListSx, sectionSx } from './sidebar-section';
import { RouterLink } from '@/components/router-link/router-link';

export function OwnerCard() {
  const { owner, avatar, description, profileLinks } = getConfig().site;
  return (
    <Box
      component="section"
      aria-label="About the author"
      sx={{ ...sectionSx, textAlign: 'center' }}
    >
      <Link
        component={RouterLink}
        to={paths.home.href()}
        aria-label={`${owner}, home`}
        sx={{ display: 'inline-block', borderRadius: '50%' }}
      >
        <Avatar src={avatar} alt="" sx={{ width: 72, height: 72, mx: 'auto' }}>
          {owner.slice(0, 1).toUpperCase()}
        </Avatar>
      </Link>
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
              <Link href={link.url} target="_blank" rel="noopener noreferrer" underline="hover">
                {link.label}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
