// The CAPTCHA the server names (GET /api/user/auth/captcha): Cloudflare Turnstile's widget, or the sandbox's
// checkbox, whose token is the sandbox's pass. The sign-up form and a guarded login both show it; the login loads it
// only once the server asks for it.
import type { Ref } from 'react';
import type { CaptchaConfig } from '@app/contract';
import { SANDBOX_CAPTCHA_PASS } from '@app/contract';
import { CaptchaCheckbox } from '@app/ui';
import { TurnstileWidget } from './TurnstileWidget';

export interface CaptchaFieldProps {
  /** The server's choice; until it is known, the sandbox's checkbox (the offline default). */
  config: CaptchaConfig | undefined;
  token: string;
  onToken: (token: string) => void;
  /** The checkbox's form wiring (react-hook-form's field), when a form owns the token. */
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

export default function CaptchaField({ config, token, onToken, ...checkbox }: CaptchaFieldProps) {
  return config?.provider === 'turnstile' ? (
    <TurnstileWidget siteKey={config.siteKey} token={token} onToken={onToken} />
  ) : (
    <CaptchaCheckbox
      {...checkbox}
      checked={token === SANDBOX_CAPTCHA_PASS}
      onChange={(checked) => onToken(checked ? SANDBOX_CAPTCHA_PASS : '')}
    />
  );
}
