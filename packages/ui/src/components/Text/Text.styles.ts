import styled, { css } from 'styled-components';
import { theme as t } from '../../theme';

/** Colour and weight rules shared by Text and Heading, keyed on data attributes. */
export const toneAndWeight = css`
  &[data-tone='default'] {
    color: ${t.color.fg.default};
  }
  &[data-tone='muted'] {
    color: ${t.color.fg.muted};
  }
  &[data-tone='subtle'] {
    color: ${t.color.fg.subtle};
  }
  &[data-tone='accent'] {
    color: ${t.color.accent.fg};
  }
  &[data-tone='success'] {
    color: ${t.color.success.fg};
  }
  &[data-tone='danger'] {
    color: ${t.color.danger.fg};
  }
  &[data-weight='regular'] {
    font-weight: ${t.font.weight.regular};
  }
  &[data-weight='medium'] {
    font-weight: ${t.font.weight.medium};
  }
  &[data-weight='semibold'] {
    font-weight: ${t.font.weight.semibold};
  }
  &[data-weight='bold'] {
    font-weight: ${t.font.weight.bold};
  }
  &[data-truncate] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const StyledText = styled.p`
  margin: 0;
  line-height: ${t.font.lineHeight.normal};
  overflow-wrap: anywhere;
  &[data-size='xs'] {
    font-size: ${t.font.size.xs};
  }
  &[data-size='sm'] {
    font-size: ${t.font.size.sm};
  }
  &[data-size='md'] {
    font-size: ${t.font.size.md};
  }
  &[data-size='lg'] {
    font-size: ${t.font.size.lg};
  }
  ${toneAndWeight}
`;
