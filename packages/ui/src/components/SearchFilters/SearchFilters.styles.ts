import styled from 'styled-components';
import { theme as t } from '../../theme';
import { textControlCss } from '../Field/Field.styles';

export const Form = styled.form`
  display: grid;
  gap: ${t.space[5]};
`;

export const AgeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${t.space[3]};
  align-items: start;
`;

export const ComboboxBox = styled.div`
  position: relative;
`;

export const ComboboxInput = styled.input`
  ${textControlCss}
`;

export const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + ${t.space[1]});
  left: 0;
  right: 0;
  z-index: ${t.z.dropdown};
  max-height: 280px;
  margin: 0;
  padding: ${t.space[1]} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radii.md};
  background: ${t.color.canvas.overlay};
  box-shadow: ${t.shadow.lg};
`;

export const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${t.space[2]};
  padding: ${t.space[2]} ${t.space[3]};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${t.color.accent.subtle};
    color: ${t.color.accent.fg};
  }
  &:hover {
    background: ${t.color.canvas.inset};
  }
`;

export const OptionMeta = styled.span`
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;

export const Checks = styled.div`
  display: grid;
  gap: ${t.space[2]};
`;
