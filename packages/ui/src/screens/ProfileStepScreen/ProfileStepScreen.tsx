import type { ProfileStep } from '@app/contract';
import { profileSteps } from '@app/contract';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { ProgressBar } from '../../components/ProgressBar';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { LoadedSectionsForm } from '../ProfileSectionScreen/ProfileSectionsForm';
import type { SectionsFormLoad } from '../ProfileSectionScreen/ProfileSectionsForm';

const Page = styled.div`
  max-width: 640px;
`;

export interface ProfileStepScreenLinks {
  /** The step before (none on the first step). */
  back?: string;
  /** The step after, or profile/complete after the last: where Skip leads. */
  skip: string;
}

export type ProfileStepScreenProps = {
  step: ProfileStep;
  links: ProfileStepScreenLinks;
} & SectionsFormLoad;

/**
 * profile/edit/step1–3: the first-run flow. Each step shows the sections the contract's `profileSteps` gives it, in
 * one form saved together; the member may go back or skip a step.
 */
export function ProfileStepScreen(props: ProfileStepScreenProps) {
  const { step, links } = props;
  const index = profileSteps.findIndex((candidate) => candidate.step === step);
  const current = profileSteps[index] ?? profileSteps[0];
  const position = `Step ${index + 1} of ${profileSteps.length}`;
  const last = index === profileSteps.length - 1;
  const sections = useMemo(() => current.sections, [current]);
  return (
    <Page>
      <Stack gap={5}>
        <Stack gap={2}>
          <Text size="sm" tone="muted" weight="semibold">
            {position}
          </Text>
          <ProgressBar
            label="Profile steps"
            value={index + 1}
            max={profileSteps.length}
            valueText={position}
            size="sm"
          />
          <Heading as="h1">{current.title}</Heading>
          <Text tone="muted">
            A few questions so members get to know you. You can change everything later.
          </Text>
        </Stack>
        <LoadedSectionsForm
          load={props}
          step={current.step}
          sections={sections}
          sectionHeadings
          label={current.title}
          submitLabel={last ? 'Save and finish' : 'Save and continue'}
          actions={
            <>
              {links.back && <Link href={links.back}>Back</Link>}
              <Link href={links.skip}>Skip this step</Link>
            </>
          }
        />
      </Stack>
    </Page>
  );
}
