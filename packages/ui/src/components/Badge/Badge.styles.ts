import styled from 'styled-components';
import { theme as t } from '../../theme';

const tones = ['neutral', 'accent', 'success', 'danger', 'warning'] as const;
export type BadgeTone = (typeof tones)[number];

const toneRules = tones
  .map(
    (tone) => `
  &[data-tone='${tone}'][data-variant='subtle'] {
    background: ${t.color[tone].subtle};
    border-color: ${t.color[tone].muted};
    color: ${t.color[tone].fg};
  }
  &[data-tone='${tone}'][data-variant='solid'] {
    background: ${t.color[tone].emphasis};
    color: ${t.color.fg.onEmphasis};
  }
  &[data-tone='${tone}'] > [data-dot] {
    background: ${tone === 'neutral' ? t.color.fg.subtle : t.color[tone].emphasis};
  }`,
  )
  .join('\n');

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  max-width: 100%;
  padding: 2px ${t.space[2]};
  border: 1px solid transparent;
  border-radius: ${t.radii.pill};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.normal};
  white-space: nowrap;
  ${toneRules}
  &[data-variant='solid'] > [data-dot] {
    background: currentColor;
  }
`;

export const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${t.radii.round};
`;

export const StyledOnlineDot = styled.span`
  display: inline-block;
  flex: none;
  width: 12px;
  height: 12px;
  border: 2px solid ${t.color.canvas.default};
  border-radius: ${t.radii.round};
  background: ${t.color.success.emphasis};
  &[data-placement='corner'] {
    position: absolute;
    right: 2%;
    bottom: 2%;
  }
`;

export const StyledVerified = styled.span`
  display: inline-flex;
  flex: none;
  color: ${t.color.accent.emphasis};
  font-size: 1.125em;
`;
