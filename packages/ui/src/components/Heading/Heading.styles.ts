import styled from 'styled-components';
import { theme as t } from '../../theme';
import { toneAndWeight } from '../Text/Text.styles';

export const StyledHeading = styled.h2`
  margin: 0;
  line-height: ${t.font.lineHeight.tight};
  font-weight: ${t.font.weight.bold};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
  &[data-size='md'] {
    font-size: ${t.font.size.md};
  }
  &[data-size='lg'] {
    font-size: ${t.font.size.lg};
  }
  &[data-size='xl'] {
    font-size: ${t.font.size.xl};
  }
  &[data-size='xxl'] {
    font-size: ${t.font.size.xxl};
  }
  &[data-size='display'] {
    font-size: ${t.font.size.display};
    letter-spacing: -0.02em;
  }
  ${toneAndWeight}
`;
