// The field errors of a settings form: the form's own checks and the fields the server refused. A server error
// stays beside its field until the member edits that field, counts again when the server refuses anew, and moves
// focus to the first refused field, as a failed check does.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';

type Errors<F extends string> = Partial<Record<F, string>>;

export function useFieldErrors<F extends string>(serverErrors: Errors<F>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const shown: Errors<F> = {
    ...(Object.fromEntries(
      Object.entries(serverErrors).filter(([field]) => !edited.has(field)),
    ) as Errors<F>),
    ...errors,
  };

  // New errors from the server count again, even on a field edited before.
  const errorsKey = JSON.stringify(serverErrors);
  const [errorsSeen, setErrorsSeen] = useState(errorsKey);
  if (errorsSeen !== errorsKey) {
    setErrorsSeen(errorsKey);
    setEdited(new Set());
  }
  // A field the server refused gets the focus.
  useEffect(() => {
    const field = Object.keys(JSON.parse(errorsKey) as object)[0];
    if (field) form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  }, [errorsKey]);

  /** A change handler for `field`: sets the value and clears the field's error. */
  const edit = (field: F, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((all) => ({ ...all, [field]: undefined }));
    setEdited((all) => new Set(all).add(field));
  };

  /** Shows what the form's own checks found; focuses the first such field. True when nothing was found. */
  const check = (event: FormEvent<HTMLFormElement>, found: Errors<F>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return true;
    event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    return false;
  };

  return { form, shown, edit, check };
}
