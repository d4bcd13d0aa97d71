import type { EditableSection } from '@app/contract';
import { profileSectionTitles } from '@app/contract';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { BackLink } from '../../internal/BackLink';
import type { SavedSections } from './ProfileSectionScreen.form';
import type { ProfileSectionsFormProps } from './ProfileSectionsForm';
import { LoadedSectionsForm } from './ProfileSectionsForm';

const Page = styled.div`
  max-width: 640px;
`;

export interface ProfileSectionScreenLinks {
  /** profile/edit: where Cancel and Back lead. */
  back: string;
}

export type ProfileSectionScreenProps = {
  section: EditableSection;
  links: ProfileSectionScreenLinks;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | ({ status: 'ready' } & Omit<
      ProfileSectionsFormProps,
      'sections' | 'values' | 'submitLabel' | 'label' | 'actions'
    > & {
        values: SavedSections;
      })
);

/** profile/edit/<section>: one section of the member's profile as a form; mistakes show beside the field. */
export function ProfileSectionScreen(props: ProfileSectionScreenProps) {
  const { section, links } = props;
  const title = profileSectionTitles[section];
  const sections = useMemo(() => [section], [section]);
  return (
    <Page>
      <Stack gap={5}>
        <BackLink href={links.back}>Your profile</BackLink>
        <Heading as="h1">{title}</Heading>
        <LoadedSectionsForm
          load={props}
          sections={sections}
          label={title}
          submitLabel="Save"
          actions={<Link href={links.back}>Cancel</Link>}
        />
      </Stack>
    </Page>
  );
}
