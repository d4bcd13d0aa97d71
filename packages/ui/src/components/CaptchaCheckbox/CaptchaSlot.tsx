import { useId, useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import { Icon } from '../../internal/icons';
import { ErrorText } from '../Field/Field.styles';
import { Slot, SlotTitle } from './CaptchaCheckbox.styles';
import { CaptchaSlotContext } from './CaptchaSlotContext';

export interface CaptchaSlotProps {
  /** The sandbox CaptchaCheckbox, or the site's Cloudflare Turnstile widget. */
  children: ReactNode;
  /** Shown under the widget ("Tick the box to show you're not a robot"); marks the slot invalid. */
  error?: string;
  /** The region's name, shown above the widget. */
  title?: string;
  id?: string;
  /** The region itself: focusable (tabIndex -1) so a failed submit can move focus here when the widget has none. */
  ref?: Ref<HTMLElement>;
}

/**
 * Where the CAPTCHA sits in a form: a named region holding whichever widget the site uses (the offline sandbox
 * CaptchaCheckbox, or Turnstile's own widget when it is configured), with the error under it. A CaptchaCheckbox
 * inside it is marked invalid and described by this error, so the message is shown once.
 */
export function CaptchaSlot({ children, error, title = 'Security check', id, ref }: CaptchaSlotProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const titleId = `${baseId}-title`;
  const errorId = error ? `${baseId}-error` : undefined;
  const state = useMemo(() => ({ errorId }), [errorId]);
  return (
    <Slot
      ref={ref}
      id={baseId}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-captcha-slot=""
      data-invalid={error ? '' : undefined}
    >
      <SlotTitle id={titleId}>{title}</SlotTitle>
      <CaptchaSlotContext value={state}>{children}</CaptchaSlotContext>
      {error && (
        <ErrorText id={errorId} role="alert">
          <Icon name="alert" />
          {error}
        </ErrorText>
      )}
    </Slot>
  );
}
