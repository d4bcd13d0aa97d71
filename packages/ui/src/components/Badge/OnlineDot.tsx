import { StyledOnlineDot } from './Badge.styles';

export type OnlineDotProps = {
  /** Accessible label, e.g. "Online" or "Online now". */
  label?: string;
  /** `corner`: pinned to the bottom-right of a positioned parent (an Avatar); `inline`: flows with text. */
  placement?: 'inline' | 'corner';
};

/** A green dot telling that a member is online. */
export function OnlineDot({ label = 'Online', placement = 'inline' }: OnlineDotProps) {
  return <StyledOnlineDot role="img" aria-label={label} data-placement={placement} />;
}
