// profile/edit/<section>: one section of the member's own profile. The form's rules are the contract's; a field
// the server refuses shows beside it; what was typed stays on any error (the form keeps it, the retry sends it
// again); leaving with unsaved changes asks first. A save goes back to profile/edit.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EditableSection } from '@app/contract';
import { profileSectionTitles } from '@app/contract';
import type { SectionsToSave } from '@app/ui';
import { ProfileSectionScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import type { SectionSave } from '../../features/profile/api/save-section';
import { useSaveSection } from '../../features/profile/api/save-section';
import { saveErrorView } from '../../features/profile/save-errors';
import { useUnsavedChangesPrompt } from '../../features/profile/unsaved-changes';
import { showToast } from '../../lib/toasts';
import { useCitySuggestions } from './use-city-lookup';

export default function ProfileSectionPage({ section }: { section: EditableSection }) {
  const navigate = useNavigate();
  const own = useOwnProfile();
  const save = useSaveSection();
  const cities = useCitySuggestions();
  const [dirty, setDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(dirty);
  const errors = useMemo(() => saveErrorView(save.error, section), [save.error, section]);
  const links = { back: paths.profileEdit.href() };

  const onSave = async (values: SectionsToSave) => {
    await save.mutateAsync({ section, values: values[section] } as SectionSave);
    setDirty(false);
    showToast({ tone: 'success', title: `${profileSectionTitles[section]} saved` });
    void navigate(paths.profileEdit.href());
  };

  if (!own.data)
    return own.isError ? (
      <ProfileSectionScreen section={section} status="error" onRetry={() => own.refetch()} links={links} />
    ) : (
      <ProfileSectionScreen section={section} status="loading" links={links} />
    );
  return (
    <>
      <ProfileSectionScreen
        key={section}
        section={section}
        status="ready"
        values={own.data.sections}
        onSave={onSave}
        saving={save.isPending}
        {...errors}
        onDirtyChange={setDirty}
        cities={cities}
        links={links}
      />
      {prompt}
    </>
  );
}
