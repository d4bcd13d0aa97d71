import styled from 'styled-components';
import { MemberText } from '../../internal/memberText.styles';
import { theme as t } from '../../theme';

export const Page = styled.div`
  max-width: 720px;
`;

export const Questions = styled.ol`
  display: grid;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${t.space[3]};
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};

  &[data-answered] {
    border-color: ${t.color.border.default};
  }
  &[data-editing] {
    border-color: ${t.color.accent.emphasis};
  }
`;

export const QuestionRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: baseline;
  gap: ${t.space[3]};
`;

/** The question's number: a visual aid only (the list already numbers its items for assistive technology). */
export const QuestionNumber = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 ${t.space[1]};
  border-radius: ${t.radii.pill};
  background: ${t.color.canvas.inset};
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};

  [data-answered] & {
    background: ${t.color.accent.subtle};
    color: ${t.color.accent.fg};
  }
`;

export const QuestionText = styled.h2`
  margin: 0;
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** The saved answer: plain text, its line breaks kept. */
export const Answer = MemberText;

export const Form = styled.form`
  display: grid;
  gap: ${t.space[3]};
`;
