// PUT /api/user/profile/sections/<section>: saves one section; the answer is the whole updated own profile. After a
// save: the own-profile query holds the answer, the current profile in local storage is fetched again (its name,
// age, city and answers changed: SPEC point 3), and what other pages hold of this member (their profile view, search
// results) is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableSection, OwnProfile, SectionValues } from '@app/contract';
import { saveSectionName } from '@app/contract';
import { http } from '../../../lib/client';
import { refreshOwnViews } from './own-views';

export type SectionSave = {
  [S in EditableSection]: { section: S; values: SectionValues<S> };
}[EditableSection];

export async function saveSection({ section, values }: SectionSave): Promise<OwnProfile> {
  // One endpoint per section; TypeScript cannot pair a union of sections with a union of bodies, the contract does
  // (the client checks the body against the section's schema before sending).
  return (await http.call(saveSectionName(section as 'myself'), { body: values as SectionValues<'myself'> })).data;
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: (profile) => refreshOwnViews(queryClient, profile),
  });
}

/** Saves several sections one after the other (a step of the first-run flow); the last answer is the profile. */
export function useSaveSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (saves: readonly SectionSave[]) => {
      let profile: OwnProfile | undefined;
      for (const save of saves) {
        try {
          profile = await saveSection(save);
        } catch (error) {
          // The sections saved before this one are saved: show them as such.
          if (profile) await refreshOwnViews(queryClient, profile);
          throw Object.assign(error as object, { section: save.section });
        }
      }
      return profile;
    },
    onSuccess: (profile) => (profile ? refreshOwnViews(queryClient, profile) : undefined),
  });
}
