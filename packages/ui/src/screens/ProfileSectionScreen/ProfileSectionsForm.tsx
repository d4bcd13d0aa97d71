// The profile editor's form: the fields of one or more sections, validated with the contract's schemas and saved
// together, and what shows before the own profile has loaded.
import type { EditableSection, ProfileStep } from '@app/contract';
import { profileSectionTitles } from '@app/contract';
import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { EditorLoadState } from '../../internal/EditorLoadState';
import { theme as t } from '../../theme';
import type { Draft, SavedSections, SectionFieldErrors, SectionsToSave } from './ProfileSectionScreen.form';
import { draftOf, sectionsResolver } from './ProfileSectionScreen.form';
import type { CityLookup, FieldAccess } from './ProfileSectionControls';
import { SectionFields } from './ProfileSectionFields';

const Form = styled.form`
  display: grid;
  gap: ${t.space[6]};
`;

export interface ProfileSectionsFormProps {
  sections: readonly EditableSection[];
  /** The saved values (a section missing starts empty). The form starts from them again after each save. */
  values: SavedSections;
  /** Resolves once saved; what was typed stays when it rejects. */
  onSave: (values: SectionsToSave) => Promise<unknown>;
  /** Shows the saving state (also shown while `onSave` runs). */
  saving?: boolean;
  /** Saving failed (network, server): shown above the buttons with a retry; what was typed stays. */
  saveError?: string;
  /** Field errors from the server (400 naming the field), per section. */
  fieldErrors?: SectionFieldErrors;
  /** Told when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  cities?: CityLookup;
  submitLabel: string;
  /** Beside the submit button: Cancel, Back, Skip. */
  actions?: ReactNode;
  /** Each section under its own heading (the step flow saves several together). */
  sectionHeadings?: boolean;
  /** Accessible name of the form. */
  label: string;
  /** The first-run step the form is (it may ask more than profile/edit does). */
  step?: ProfileStep;
}

/** The fields of one or more profile sections, validated with the contract's schemas, saved together. */
export function ProfileSectionsForm({
  sections,
  values,
  onSave,
  saving = false,
  saveError,
  fieldErrors,
  onDirtyChange,
  cities,
  submitLabel,
  actions,
  sectionHeadings = false,
  label,
  step,
}: ProfileSectionsFormProps) {
  const resolver = useMemo(() => sectionsResolver(sections, step), [sections, step]);
  const form = useForm<Draft, unknown, SectionsToSave>({
    resolver,
    defaultValues: draftOf(sections, values),
  });
  const { register, handleSubmit, formState, reset, setError, watch, setValue } = form;
  const { errors, isDirty, isSubmitting, isSubmitted } = formState;
  // Only useForm of react-hook-form (no Controller, no useWatch): the login page shares its chunk, and stays small.
  // watch() re-renders this form on each change, which the counters and composed fields need; nothing here is memoized.
  const field: FieldAccess = {
    register,
    // eslint-disable-next-line react-hooks/incompatible-library
    value: (name) => watch(name),
    set: (name, value) => setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted }),
  };

  // New saved values (after a save, or loaded later): start from them, keeping what the member is changing.
  const savedKey = JSON.stringify(sections.map((section) => values[section]));
  const firstKey = useRef(savedKey);
  useEffect(() => {
    if (savedKey === firstKey.current) return;
    firstKey.current = savedKey;
    reset(draftOf(sections, values), { keepDirtyValues: true });
    // `values` is read through savedKey: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, reset]);

  // The server's field errors go beside their field; the first one gets focus.
  useEffect(() => {
    let first = true;
    for (const section of sections)
      for (const [field, message] of Object.entries(fieldErrors?.[section] ?? {}))
        if (message) {
          setError(`${section}.${field}`, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
  }, [fieldErrors, sections, setError]);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (parsed) => {
    try {
      await onSave(parsed);
    } catch {
      return; // the caller shows why; the form keeps what was typed
    }
    reset(draftOf(sections, parsed as SavedSections));
  });

  const busy = saving || isSubmitting;
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {sections.map((section) => {
        const fields = <SectionFields section={section} field={field} errors={errors} cities={cities} />;
        return sectionHeadings ? (
          <Stack as="section" key={section} gap={4} aria-labelledby={`${section}-heading`}>
            <Heading as="h2" size="lg" id={`${section}-heading`}>
              {profileSectionTitles[section]}
            </Heading>
            {fields}
          </Stack>
        ) : (
          <Stack key={section} gap={5}>
            {fields}
          </Stack>
        );
      })}
      {saveError && (
        <Banner
          tone="danger"
          title="Your changes weren't saved"
          headingAs="h2"
          action={{ label: 'Try again', onClick: () => void submit() }}
        >
          {saveError} What you typed is still here.
        </Banner>
      )}
      <Cluster gap={4} align="center">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {actions}
      </Cluster>
    </Form>
  );
}

/** What a sections form screen holds: the own profile loading, failed to load, or the form's props. */
export type SectionsFormLoad =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | ({ status: 'ready' } & Omit<ProfileSectionsFormProps, FormChrome>);

/** What the screen around the form decides: which sections, its name, its buttons. */
type FormChrome = 'sections' | 'submitLabel' | 'label' | 'actions' | 'sectionHeadings' | 'step';

/** The form once the own profile is loaded; before that, its skeleton or the failed load with a retry. */
export function LoadedSectionsForm({
  load,
  ...chrome
}: { load: SectionsFormLoad } & Pick<ProfileSectionsFormProps, FormChrome>) {
  if (load.status === 'ready') return <ProfileSectionsForm {...load} {...chrome} />;
  return (
    <EditorLoadState
      status={load.status}
      what="profile"
      skeleton={<FormSkeleton />}
      onRetry={load.status === 'error' ? load.onRetry : undefined}
    />
  );
}

function FormSkeleton() {
  return (
    <SkeletonGroup label="Loading your profile">
      <Stack gap={5}>
        <Skeleton width="40%" />
        <Skeleton variant="rect" height={44} />
        <Skeleton width="30%" />
        <Skeleton variant="rect" height={44} />
        <Skeleton variant="rect" height={120} />
      </Stack>
    </SkeletonGroup>
  );
}
