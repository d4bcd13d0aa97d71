import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Heading } from '../Heading';
import type { HeadingElement } from '../Heading';
import { Text } from '../Text';
import { ActionLink, ActionRow, Art, Root } from './EmptyState.styles';

export type EmptyStateAction =
  { label: string; onAction: () => void; href?: never } | { label: string; href: string; onAction?: never };

export interface EmptyStateProps {
  /** What is empty ("No messages yet"). */
  title: string;
  /** Why it is empty and what the action will do. */
  description: ReactNode;
  /** The one next step: a button (`onAction`) or a link (`href`). */
  action: EmptyStateAction;
  /** Decorative inline SVG, e.g. `<EmptyStateIllustration name="messages" />`. */
  illustration?: ReactNode;
  /** Heading level for the document outline; looks the same at any level. */
  headingAs?: HeadingElement;
}

/** Explains an empty list or page and offers exactly one way forward. */
export function EmptyState({ title, description, action, illustration, headingAs = 'h2' }: EmptyStateProps) {
  return (
    <Root>
      {illustration && <Art aria-hidden="true">{illustration}</Art>}
      <Heading as={headingAs} size="lg">
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      <ActionRow>
        {action.href !== undefined ? (
          <ActionLink href={action.href} standalone>
            {action.label}
          </ActionLink>
        ) : (
          <Button onClick={action.onAction}>{action.label}</Button>
        )}
      </ActionRow>
    </Root>
  );
}
