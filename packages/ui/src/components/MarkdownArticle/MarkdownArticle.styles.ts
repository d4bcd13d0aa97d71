import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Article = styled.article`
  color: ${t.color.fg.default};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${t.space[4]};
  }
  h2,
  h3,
  h4 {
    /* A heading reached by its link is not hidden under the top of the window. */
    scroll-margin-top: ${t.space[5]};
    line-height: ${t.font.lineHeight.tight};
    font-weight: ${t.font.weight.bold};
  }
  h2 {
    margin: ${t.space[7]} 0 ${t.space[3]};
    font-size: ${t.font.size.xl};
  }
  h3 {
    margin: ${t.space[5]} 0 ${t.space[2]};
    font-size: ${t.font.size.lg};
  }
  h4 {
    margin: ${t.space[4]} 0 ${t.space[2]};
    font-size: ${t.font.size.md};
  }
  ul,
  ol {
    padding-left: ${t.space[5]};
  }
  li + li {
    margin-top: ${t.space[2]};
  }
  li > p {
    margin: 0;
  }
  blockquote {
    padding: ${t.space[3]} ${t.space[4]};
    border-left: 4px solid ${t.color.accent.muted};
    background: ${t.color.accent.subtle};
    border-radius: 0 ${t.radii.md} ${t.radii.md} 0;
    font-style: italic;
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }
  code {
    padding: 0 ${t.space[1]};
    border-radius: ${t.radii.sm};
    background: ${t.color.neutral.subtle};
    font-size: 0.9em;
  }
  hr {
    margin: ${t.space[6]} 0;
    border: 0;
    border-top: 1px solid ${t.color.border.default};
  }
`;

/** The link after each heading: always visible (muted), so keyboard and touch users find it too. */
export const HeadingAnchor = styled.a`
  margin-left: ${t.space[2]};
  padding: 0 ${t.space[1]};
  color: ${t.color.fg.muted};
  font-weight: ${t.font.weight.medium};
  text-decoration: none;
  border-radius: ${t.radii.sm};

  &:hover {
    color: ${t.color.accent.fg};
    text-decoration: underline;
  }
  &:focus-visible {
    color: ${t.color.accent.fg};
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;
