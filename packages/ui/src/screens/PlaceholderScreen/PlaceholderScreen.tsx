import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import { theme as t } from '../../theme';
import { ButtonLink } from '../internal/ButtonLink';

export interface PlaceholderScreenProps {
  /** The page's name, as in the navigation. */
  title: string;
  /** What the page will let the member do. */
  summary: string;
  backHref: string;
  backLabel?: string;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
  max-width: 40rem;
  padding: ${t.space[6]};
  border: 1px dashed ${t.color.border.default};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.subtle};
`;

const Tag = styled.p`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${t.space[1]};
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radii.pill};
  background-color: ${t.color.warning.subtle};
  color: ${t.color.warning.fg};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
`;

/** A page that is planned but not built yet: its name, "coming soon" and what it will do. Never a blank page. */
export function PlaceholderScreen({
  title,
  summary,
  backHref,
  backLabel = 'Back to home',
}: PlaceholderScreenProps) {
  return (
    <Panel aria-labelledby="placeholder-title">
      <Tag>
        <Icon name="info" size="16px" />
        Coming soon
      </Tag>
      <Heading as="h1" size="xl" id="placeholder-title">
        {title}
      </Heading>
      <Stack gap={2}>
        <Text weight="semibold">What this page will do</Text>
        <Text tone="muted">{summary}</Text>
      </Stack>
      <div>
        <ButtonLink href={backHref} variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </Panel>
  );
}
