/**
 * The public side's buttons, drawn with MUI's looks on native elements (why: button-look.ts).
 * PlainButton is a <button>, PlainButtonLink an in-app link that looks like one, RoundButton an
 * icon button, FloatingButton a raised one fixed over the page (placed by its `sx`). The buttons
 * are type="button" unless told otherwise, as MUI's are.
 */
import type { ComponentProps } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { RouterLink } from '@/components/router-link/router-link';
import {
  buttonLook,
  floatingLook,
  roundLook,
  type ButtonTone,
  type ButtonVariant,
} from './button-look';
import { forwardAllBut } from './forward-props';

interface LookProps {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  small?: boolean;
}

const shouldForwardProp = forwardAllBut('variant', 'tone', 'small', 'extended');

const look = ({
  theme,
  variant = 'contained',
  tone = 'primary',
  small = false,
}: LookProps & { theme: Theme }) => buttonLook(theme, variant, tone, small);

const ButtonRoot = styled('button', { shouldForwardProp })<LookProps>(look);

export function PlainButton(props: ComponentProps<typeof ButtonRoot>) {
  return <ButtonRoot type="button" {...props} />;
}

export const PlainButtonLink = styled(RouterLink, { shouldForwardProp })<LookProps>(look);

const RoundRoot = styled('button', { shouldForwardProp })<{ small?: boolean }>(
  ({ theme, small = false }) => roundLook(theme, small),
);

export function RoundButton(props: ComponentProps<typeof RoundRoot>) {
  return <RoundRoot type="button" {...props} />;
}

const FloatingRoot = styled('button', { shouldForwardProp })<{
  tone?: 'primary' | 'surface';
  extended?: boolean;
}>(({ theme, tone = 'surface', extended = false }) => floatingLook(theme, tone, extended));

export function FloatingButton(props: ComponentProps<typeof FloatingRoot>) {
  return <FloatingRoot type="button" {...props} />;
}
