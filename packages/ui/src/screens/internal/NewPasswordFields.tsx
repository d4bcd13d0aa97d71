// The new-password pair (new password, then the same again) of the password change and of password recovery: the
// rule under the field, the length and the match checked before sending, errors beside each field.
import { TextField } from '../../components/TextField';

/** The contract's password rules and their copy (the site passes them; ui imports no values of the contract). */
export interface PasswordRules {
  minLength: number;
  maxLength: number;
  /** Under the new password: "8 to 200 characters." */
  hint: string;
  tooShort: string;
  tooLong: string;
}

export const passwordMismatch = 'The two passwords are not the same.';

/** The first problem of a new password and its confirmation, or undefined: which field it belongs to, and why. */
export function checkNewPassword(
  rules: PasswordRules,
  newPassword: string,
  confirm: string,
): { field: 'newPassword' | 'confirmPassword'; message: string } | undefined {
  if (newPassword.length < rules.minLength) return { field: 'newPassword', message: rules.tooShort };
  if (newPassword.length > rules.maxLength) return { field: 'newPassword', message: rules.tooLong };
  if (newPassword !== confirm) return { field: 'confirmPassword', message: passwordMismatch };
  return undefined;
}

export interface NewPasswordFieldsProps {
  rules: PasswordRules;
  newPassword: string;
  confirm: string;
  onNewPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { newPassword?: string; confirmPassword?: string };
  newLabel?: string;
}

export function NewPasswordFields({
  rules,
  newPassword,
  confirm,
  onNewPassword,
  onConfirm,
  errors,
  newLabel = 'New password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={newLabel}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={rules.maxLength}
        hint={rules.hint}
        value={newPassword}
        onChange={(event) => onNewPassword(event.target.value)}
        error={errors.newPassword}
      />
      <TextField
        label="Type it again"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={rules.maxLength}
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirmPassword}
      />
    </>
  );
}
