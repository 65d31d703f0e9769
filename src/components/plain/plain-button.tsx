/**
 * The public side's buttons, drawn with MUI's looks on native elements (why: button-look.ts).
 * PlainButton is a <button>, PlainButtonLink an in-app link that looks like one, RoundButton an
 * icon button, FloatingButton a raised one fixed over the page (placed by its `className`). The
 * buttons are type="button" unless told otherwise, as MUI's are. The look props are read here and
 * never reach the element.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { RouterLink, type RouterLinkProps } from '@/components/router-link/router-link';
import {
  buttonLook,
  floatingLook,
  roundLook,
  type ButtonTone,
  type ButtonVariant,
} from './button-look';
import { classNames } from './class-names';

interface LookProps {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  small?: boolean;
}

type NativeButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
};

export function PlainButton({
  variant = 'contained',
  tone = 'primary',
  small = false,
  className,
  ...rest
}: NativeButtonProps & LookProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classNames(buttonLook(variant, tone, small), className)}
    />
  );
}

export function PlainButtonLink({
  variant = 'contained',
  tone = 'primary',
  small = false,
  className,
  ...rest
}: RouterLinkProps & LookProps) {
  return (
    <RouterLink {...rest} className={classNames(buttonLook(variant, tone, small), className)} />
  );
}

export function RoundButton({
  small = false,
  className,
  ...rest
}: NativeButtonProps & { small?: boolean }) {
  return <button type="button" {...rest} className={classNames(roundLook(small), className)} />;
}

export function FloatingButton({
  tone = 'surface',
  extended = false,
  className,
  ...rest
}: NativeButtonProps & { tone?: 'primary' | 'surface'; extended?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      className={classNames(floatingLook(tone, extended), className)}
    />
  );
}
