// What profile/edit/<section> and the step1–3 flow share around their form: the own profile loading (with a retry),
// the city lookup, the save's errors beside their fields, and the "leave with unsaved changes?" prompt.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { EditableSection } from '@app/contract';
import type { CityLookup, SavedSections, SectionFieldErrors, SectionsToSave } from '@app/ui';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import { saveErrorView } from '../../features/profile/save-errors';
import { useUnsavedChangesPrompt } from '../../features/profile/unsaved-changes';
import { useCitySuggestions } from './use-city-lookup';

/** The state a sections form screen is given: loading, failed to load, or ready with its form's props. */
export type SectionsFormState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | {
      status: 'ready';
      values: SavedSections;
      onSave: (values: SectionsToSave) => Promise<unknown>;
      saving: boolean;
      saveError?: string;
      fieldErrors?: SectionFieldErrors;
      onDirtyChange: (dirty: boolean) => void;
      cities: CityLookup;
    };

export function SectionsFormPage({
  save,
  saving,
  error,
  failedSection,
  onSaved,
  screen,
}: {
  /** Saves the form's sections; rejects on a failure (what was typed stays). */
  save: (values: SectionsToSave) => Promise<unknown>;
  saving: boolean;
  /** The last save's failure, and the section it names (a step saves several). */
  error: unknown;
  failedSection: EditableSection | undefined;
  /** After a save: where to go next. */
  onSaved: () => void;
  screen: (state: SectionsFormState) => ReactNode;
}) {
  const own = useOwnProfile();
  const cities = useCitySuggestions();
  const [dirty, setDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(dirty);
  const errors = useMemo(() => saveErrorView(error, failedSection), [error, failedSection]);

  const onSave = async (values: SectionsToSave) => {
    await save(values);
    setDirty(false);
    onSaved();
  };

  if (!own.data)
    return own.isError
      ? screen({ status: 'error', onRetry: () => own.refetch() })
      : screen({ status: 'loading' });
  return (
    <>
      {screen({
        status: 'ready',
        values: own.data.sections,
        onSave,
        saving,
        ...errors,
        onDirtyChange: setDirty,
        cities,
      })}
      {prompt}
    </>
  );
}
