// The contract's password rules, as the ui's password fields take them.
import type { PasswordRules } from '@app/ui';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCopy } from '@app/contract';

export const passwordRules: PasswordRules = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  hint: passwordCopy.rule,
  tooShort: passwordCopy.tooShort,
  tooLong: passwordCopy.tooLong,
};
