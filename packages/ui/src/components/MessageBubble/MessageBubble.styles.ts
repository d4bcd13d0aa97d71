import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  max-width: 85%;
  ${media.tablet} {
    max-width: 70%;
  }
  &[data-from='me'] {
    align-self: flex-end;
    align-items: flex-end;
  }
  &[data-from='them'] {
    align-self: flex-start;
    align-items: flex-start;
  }
`;

/** Plain text: pre-wrap keeps the member's line breaks; long words and links wrap instead of overflowing. */
export const Bubble = styled.div`
  padding: ${t.space[2]} ${t.space[3]};
  border: 1px solid transparent;
  border-radius: ${t.radii.lg};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-from='me'] > & {
    background: ${t.color.accent.emphasis};
    color: ${t.color.fg.onEmphasis};
    border-end-end-radius: ${t.radii.sm};
  }
  [data-from='them'] > & {
    background: ${t.color.canvas.inset};
    color: ${t.color.fg.default};
    border-end-start-radius: ${t.radii.sm};
  }
  [data-from='me'][data-state='failed'] > & {
    background: ${t.color.danger.subtle};
    border-color: ${t.color.danger.emphasis};
    color: ${t.color.fg.default};
  }
`;

export const FlirtLabel = styled.span`
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
  margin-block-end: ${t.space[1]};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  white-space: normal;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]};
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
`;

export const State = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  &[data-state='read'] {
    color: ${t.color.accent.fg};
  }
  &[data-state='failed'] {
    color: ${t.color.danger.fg};
    font-weight: ${t.font.weight.semibold};
  }
`;
