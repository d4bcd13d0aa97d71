import styled from 'styled-components';
import { theme as t } from '../../theme';
import { buttonBase } from '../Button/Button.styles';

export const StyledIconButton = styled.button`
  ${buttonBase}
  flex: none;
  padding: 0;
  border-radius: ${t.radii.round};

  &[data-size='sm'] {
    width: 32px;
    height: 32px;
    font-size: ${t.font.size.md};
  }
  &[data-size='md'] {
    width: 40px;
    height: 40px;
    font-size: ${t.font.size.lg};
  }
  &[data-size='lg'] {
    width: 56px;
    height: 56px;
    font-size: ${t.font.size.xl};
  }
`;
