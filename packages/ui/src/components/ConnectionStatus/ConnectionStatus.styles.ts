import styled from 'styled-components';
import { theme as t } from '../../theme';

/** Fixed at the bottom of the screen, over the page: it never moves the page's content when it comes and goes. */
export const Region = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: ${t.space[4]};
  z-index: ${t.z.toast};
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

export const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  padding: ${t.space[2]} ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.round};
  background: ${t.color.canvas.overlay};
  box-shadow: ${t.shadow.md};
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;
