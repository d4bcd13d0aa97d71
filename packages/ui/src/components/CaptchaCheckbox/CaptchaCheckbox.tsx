import type { Ref } from 'react';
import { Checkbox } from '../Checkbox';
import { Box, Mark } from './CaptchaCheckbox.styles';
import { useCaptchaSlot } from './CaptchaSlotContext';

export interface CaptchaCheckboxProps {
  checked: boolean;
  /** Called with the new state; react-hook-form's `field.onChange` fits as it is. */
  onChange: (checked: boolean) => void;
  /** Shown under the box when it stands alone; inside a CaptchaSlot, give the error to the slot instead. */
  error?: string;
  disabled?: boolean;
  /** The form field's name (default "captcha"). */
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The offline sandbox CAPTCHA: "I'm not a robot" in a bordered box. The site shows it when no real CAPTCHA is
 * configured and puts Cloudflare Turnstile's widget in the same CaptchaSlot when one is.
 */
export function CaptchaCheckbox({
  checked,
  onChange,
  error,
  disabled = false,
  name = 'captcha',
  onBlur,
  ref,
}: CaptchaCheckboxProps) {
  const slot = useCaptchaSlot();
  const slotErrorId = slot?.errorId;
  return (
    <Box data-invalid={error || slotErrorId ? '' : undefined}>
      <Checkbox
        label="I'm not a robot"
        name={name}
        ref={ref}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        error={slotErrorId ? undefined : error}
        aria-describedby={slotErrorId}
        {...(slotErrorId ? { 'aria-invalid': true, 'aria-errormessage': slotErrorId } : {})}
      />
      <Mark>Sandbox check</Mark>
    </Box>
  );
}
