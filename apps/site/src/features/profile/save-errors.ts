// A failed save, as the editor shows it: a field the server (or the client's own contract check) names goes beside
// that field of its section; anything else (network, server) is a message above the buttons with a retry.
import { memberErrorMessage } from '@app/client';
import type { EditableSection } from '@app/contract';
import type { SectionFieldErrors } from '@app/ui';

const messageOf = (error: unknown) => memberErrorMessage(error);

/** The field a failed save names: its first path segment (`city.country` → `city`). */
export function namedField(error: unknown): string | undefined {
  const field = typeof error === 'object' && error !== null && 'field' in error ? error.field : undefined;
  return typeof field === 'string' && field ? field.replace(/^body\./, '').split('.')[0] : undefined;
}

export interface SaveErrorView {
  fieldErrors?: SectionFieldErrors;
  saveError?: string;
}

/** `section`: the section whose save failed (a step saves several, one after the other). */
export function saveErrorView(error: unknown, section: EditableSection | undefined): SaveErrorView {
  if (!error) return {};
  const field = namedField(error);
  if (field && section) return { fieldErrors: { [section]: { [field]: messageOf(error) } } };
  return { saveError: messageOf(error) };
}
