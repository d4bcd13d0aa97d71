import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
`;

/** Square, as wide as the space allows up to 340px: it scales down on a phone, never overflows. */
export const Frame = styled.div`
  position: relative;
  width: min(100%, 340px);
  aspect-ratio: 1;
  margin-top: 16px;
`;

/** The fixed pointer at the top, over the wheel's rim. */
export const Pointer = styled.span`
  position: absolute;
  top: -16px;
  left: 50%;
  z-index: 1;
  width: 28px;
  height: 32px;
  margin-left: -14px;
  background: ${t.color.fg.default};
  clip-path: polygon(0 0, 100% 0, 50% 100%);
  filter: drop-shadow(0 1px 1px rgb(0 0 0 / 0.25));
`;

/**
 * The turning disc. Its rotation is an inline style (the final angle, or the steady spin's far target); the transition
 * only animates towards it, so with transitions frozen or reduced the disc simply shows that angle. Transform only.
 */
/** A round window the disc turns in: the turned square's corners never widen the page (no sideways scroll). */
export const DiscClip = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${t.radii.round};
  overflow: hidden;
  box-shadow: ${t.shadow.md};
`;

export const Disc = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${t.radii.round};
  background: ${t.color.canvas.default};
  transition-property: transform;
  will-change: transform;

  svg {
    width: 100%;
    height: 100%;
    border-radius: ${t.radii.round};
    overflow: visible;
  }
`;

export const Segment = styled.path`
  stroke: ${t.color.canvas.default};
  stroke-width: 1.5;
  fill: ${t.color.accent.subtle};

  g[data-kind='double-match'] > & {
    fill: ${t.color.accent.emphasis};
  }
  g[data-kind='extra-spin'] > & {
    fill: ${t.color.warning.subtle};
  }
  g[data-kind='boost'] > & {
    fill: ${t.color.success.subtle};
  }
  g[data-won] > & {
    fill: ${t.color.fg.default};
  }
`;

export const SegmentLabel = styled.text`
  font-size: 10.5px;
  font-weight: ${t.font.weight.semibold};
  fill: ${t.color.accent.fg};

  g[data-kind='double-match'] > & {
    fill: ${t.color.fg.onEmphasis};
  }
  g[data-kind='extra-spin'] > & {
    fill: ${t.color.warning.fg};
  }
  g[data-kind='boost'] > & {
    fill: ${t.color.success.fg};
  }
  g[data-won] > & {
    fill: ${t.color.fg.onEmphasis};
  }
`;

/** The Spin button in the hub: it does not turn. aria-disabled (not disabled) keeps focus on it while spinning. */
export const HubButton = styled.button`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 30%;
  min-width: 64px;
  aspect-ratio: 1;
  transform: translate(-50%, -50%);
  border: 4px solid ${t.color.canvas.default};
  border-radius: ${t.radii.round};
  background: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.bold};
  box-shadow: ${t.shadow.md};
  cursor: pointer;

  &:hover:not([aria-disabled]) {
    background: ${t.color.accent.fg};
  }
  &[aria-disabled] {
    cursor: default;
    background: ${t.color.neutral.emphasis};
  }
  &[data-busy] {
    background: ${t.color.accent.fg};
  }
  &:focus-visible {
    outline-offset: 3px;
  }
`;
