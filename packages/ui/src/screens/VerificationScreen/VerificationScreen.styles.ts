import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const Page = styled.div`
  max-width: 640px;
`;

export const Panel = styled.section`
  display: grid;
  gap: ${t.space[4]};
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  ${media.tablet} {
    padding: ${t.space[5]};
  }
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr);
    gap: ${t.space[3]};
    align-items: start;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: ${t.radii.round};
    background: ${t.color.accent.subtle};
    color: ${t.color.accent.fg};
    font-weight: ${t.font.weight.bold};
  }
`;

/** The pose drawing beside (or, on a phone, above) its instruction. */
export const PoseRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${t.space[4]};
  align-items: center;
  text-align: center;
  ${media.tablet} {
    grid-template-columns: minmax(120px, 200px) minmax(0, 1fr);
    justify-items: stretch;
    text-align: start;
  }
`;

export const Instruction = styled.p`
  margin: 0;
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.tight};
`;

/** The file input stays in the page (keyboard, screen readers) but is drawn by its label, a button look-alike. */
export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;

  &:focus-visible + label {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
  &:disabled + label {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  min-height: 44px;
  padding: 0 ${t.space[4]};
  border-radius: ${t.radii.md};
  border: 1px solid transparent;
  font-weight: ${t.font.weight.semibold};
  cursor: pointer;
  &[data-variant='primary'] {
    background: ${t.color.accent.emphasis};
    color: ${t.color.fg.onEmphasis};
  }
  &[data-variant='primary']:hover {
    background: ${t.color.accent.fg};
  }
  &[data-variant='secondary'] {
    background: ${t.color.canvas.default};
    color: ${t.color.fg.default};
    border-color: ${t.color.border.default};
  }
  &[data-variant='secondary']:hover {
    background: ${t.color.canvas.inset};
  }
`;

/** The chosen selfie, shown as the camera saw it (mirroring would lie about the pose's side). */
export const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 280px;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.inset};
  border: 1px solid ${t.color.border.muted};
`;

export const StatusIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${t.radii.round};
  &[data-tone='success'] {
    background: ${t.color.success.subtle};
    color: ${t.color.success.fg};
  }
  &[data-tone='warning'] {
    background: ${t.color.warning.subtle};
    color: ${t.color.warning.fg};
  }
  &[data-tone='danger'] {
    background: ${t.color.danger.subtle};
    color: ${t.color.danger.fg};
  }
`;
