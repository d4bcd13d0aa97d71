import styled from 'styled-components';
import { theme as t } from '../../theme';
import { radioCss } from '../Field/Field.styles';
import { Hint, Label } from '../Field/Field.styles';

export const StyledRadio = styled.input`
  ${radioCss}
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled(Label).attrs({ as: 'legend' })`
  padding: 0;
  margin-bottom: ${t.space[1]};
`;

export const GroupHint = styled(Hint)`
  margin-top: -${t.space[1]};
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${t.space[5]};
  }
`;
