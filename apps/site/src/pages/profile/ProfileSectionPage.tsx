// profile/edit/<section>: one section of the member's own profile. The form's rules are the contract's; a field
// the server refuses shows beside it; what was typed stays on any error (the form keeps it, the retry sends it
// again); leaving with unsaved changes asks first. A save goes back to profile/edit.
import { useNavigate } from 'react-router';
import type { EditableSection } from '@app/contract';
import { profileSectionTitles } from '@app/contract';
import type { SectionsToSave } from '@app/ui';
import { ProfileSectionScreen } from '@app/ui';
import { paths } from '../../config/paths';
import type { SectionSave } from '../../features/profile/api/save-section';
import { useSaveSection } from '../../features/profile/api/save-section';
import { showToast } from '../../lib/toasts';
import { SectionsFormPage } from './SectionsFormPage';

export default function ProfileSectionPage({ section }: { section: EditableSection }) {
  const navigate = useNavigate();
  const save = useSaveSection();
  const links = { back: paths.profileEdit.href() };
  return (
    <SectionsFormPage
      save={(values: SectionsToSave) => save.mutateAsync({ section, values: values[section] } as SectionSave)}
      saving={save.isPending}
      error={save.error}
      failedSection={section}
      onSaved={() => {
        showToast({ tone: 'success', title: `${profileSectionTitles[section]} saved` });
        void navigate(paths.profileEdit.href());
      }}
      screen={(state) => <ProfileSectionScreen key={section} section={section} links={links} {...state} />}
    />
  );
}
