/**
 * Links in text, with MUI Link's look: the primary colour (or the surrounding one), underlined on
 * hover (or never). TextLink is an <a> for other sites, TextRouterLink the app's own link. MUI's
 * Link is a Typography with its own focus-visible tracking; these are plain rules on the element
 * (why: button-look.ts), and keyboard focus shows the theme's :focus-visible ring.
 */
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { RouterLink } from '@/components/router-link/router-link';
import { forwardAllBut } from './forward-props';

interface LinkLook {
  /** 'hover' by default, as the theme sets for MUI's Link. */
  underline?: 'none' | 'hover';
  /** 'primary' by default; 'inherit' takes the text's colour. */
  tone?: 'primary' | 'inherit';
}

const shouldForwardProp = forwardAllBut('underline', 'tone');

const linkLook = ({
  theme,
  underline = 'hover',
  tone = 'primary',
}: LinkLook & { theme: Theme }): CSSObject => ({
  color: tone === 'primary' ? theme.vars.palette.primary.main : 'inherit',
  textDecoration: 'none',
  ...(underline === 'hover' && { '&:hover': { textDecoration: 'underline' } }),
});

export const TextLink = styled('a', { shouldForwardProp })<LinkLook>(linkLook);

export const TextRouterLink = styled(RouterLink, { shouldForwardProp })<LinkLook>(linkLook);
