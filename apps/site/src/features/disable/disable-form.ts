// The reasons form's rules are the contract's body schema: its first message per field, as the server words them.
import type { DisableReasonsErrors, DisableReasonsValues } from '@app/ui';
import { disableProfileBody } from '@app/contract';

const fields = ['reasons', 'comment'] as const;

export function validateDisableForm(values: DisableReasonsValues): DisableReasonsErrors {
  const parsed = disableProfileBody.safeParse(values);
  if (parsed.success) return {};
  const errors: DisableReasonsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field, when it named one of the form's. */
export function formFieldOf(error: unknown): keyof DisableReasonsValues | undefined {
  const field = typeof error === 'object' && error !== null && 'field' in error ? String(error.field) : '';
  return fields.find((name) => field === name || field.startsWith(`${name}.`));
}
