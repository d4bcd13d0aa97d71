import { useId } from 'react';
import type { Flirt } from '@app/contract';
import { Icon } from '../../internal/icons';
import { Heading } from '../Heading';
import type { HeadingElement } from '../Heading';
import { Text } from '../Text';
import { FlirtButton, List, Root, Status } from './FlirtPicker.styles';

export interface FlirtPickerProps {
  flirts: readonly Flirt[];
  recipientName: string;
  /** One tap sends the flirt. */
  onSend: (flirtId: string) => void;
  /** The flirt being sent: its button shows a spinner and the others wait. */
  sendingId?: string | null;
  /** The flirt just sent: a confirmation is announced. */
  sentId?: string | null;
  /** Why the last flirt was not sent. */
  error?: string | null;
  headingAs?: HeadingElement;
}

/** A few canned messages; one tap sends one (free members may flirt too). */
export function FlirtPicker({
  flirts,
  recipientName,
  onSend,
  sendingId = null,
  sentId = null,
  error = null,
  headingAs = 'h2',
}: FlirtPickerProps) {
  const headingId = useId();
  const sent = flirts.find((flirt) => flirt.id === sentId);
  return (
    <Root aria-labelledby={headingId}>
      <div>
        <Heading as={headingAs} size="md" id={headingId}>
          Send a flirt
        </Heading>
        <Text size="sm" tone="muted">
          One tap sends it to {recipientName}.
        </Text>
      </div>
      <List>
        {flirts.map((flirt) => (
          <li key={flirt.id}>
            <FlirtButton
              variant="secondary"
              leadingIcon="heart"
              loading={sendingId === flirt.id}
              disabled={sendingId !== null && sendingId !== flirt.id}
              onClick={() => onSend(flirt.id)}
            >
              {flirt.text}
            </FlirtButton>
          </li>
        ))}
      </List>
      <div role="status">
        {sent && !error && (
          <Status data-tone="success">
            <Icon name="checkCircle" />
            Flirt sent to {recipientName}: “{sent.text}”
          </Status>
        )}
      </div>
      {error && (
        <Status data-tone="danger" role="alert">
          <Icon name="alert" />
          {error}
        </Status>
      )}
    </Root>
  );
}
