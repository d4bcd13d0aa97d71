import styled from 'styled-components';
import { theme as t } from '../../theme';

/** The download: a plain anchor (the browser saves the attachment; never the site's router link), styled as a button. */
export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  min-height: 40px;
  padding: 0 ${t.space[4]};
  border: 1px solid transparent;
  border-radius: ${t.radii.pill};
  background-color: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.tight};
  text-decoration: none;
  transition: background-color ${t.motion.duration.fast} ${t.motion.easing.standard};

  &:hover {
    background-color: ${t.color.accent.fg};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]} ${t.space[3]};
`;

/** The section as a mail's link brings it into view: clear of the member shell's sticky header (64 px, AppShell). */
export const Anchor = styled.div`
  scroll-margin-top: calc(64px + ${t.space[4]});
`;
