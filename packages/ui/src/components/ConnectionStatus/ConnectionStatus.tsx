import { Icon } from '../../internal/icons';
import { Pill, Region } from './ConnectionStatus.styles';

export interface ConnectionStatusProps {
  /** The live connection has been down for a while and is being restored. */
  reconnecting: boolean;
  label?: string;
}

/**
 * A quiet "Reconnecting…" at the bottom of the screen while the live connection is restored; nothing otherwise. The
 * polite live region is always rendered, so screen readers hear the words when they appear and are not interrupted;
 * it takes the `status` role while it has something to say (an empty status would be one more for a page's own
 * status messages to be confused with). The caller decides when a reconnection has lasted long enough to mention.
 */
export function ConnectionStatus({ reconnecting, label = 'Reconnecting…' }: ConnectionStatusProps) {
  return (
    <Region role={reconnecting ? 'status' : undefined} aria-live="polite">
      {reconnecting && (
        <Pill data-connection="reconnecting">
          <Icon name="info" />
          {label}
        </Pill>
      )}
    </Region>
  );
}
