import styled from 'styled-components';
import { PanelForm } from '../../internal/PanelBody';
import { palette, theme as t } from '../../theme';

export const Steps = styled.ol`
  margin: 0;
  padding-left: ${t.space[5]};
  display: grid;
  gap: ${t.space[5]};

  & > li {
    padding-left: ${t.space[1]};
  }
  & > li::marker {
    font-weight: ${t.font.weight.semibold};
  }
`;

export const StepBody = styled.div`
  display: grid;
  gap: ${t.space[3]};
  margin-top: ${t.space[2]};
`;

/**
 * The QR code. Always dark modules on a light ground, whatever the page's colours: scanners read that way round, and
 * the white ground around the modules is the quiet zone they need.
 */
export const Qr = styled.div`
  width: 184px;
  max-width: 100%;
  line-height: 0;
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.md};
  overflow: hidden;
  background-color: ${palette.white};

  & > svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const KeyList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${t.space[1]};

  & > dt {
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  }
  & > dd {
    margin: 0;
  }
`;

/** A key or a code to type elsewhere: monospace, and one click selects all of it for copying. */
export const Mono = styled.code`
  font-family: ${t.font.mono};
  font-size: ${t.font.size.md};
  letter-spacing: 0.04em;
  user-select: all;
  overflow-wrap: anywhere;
`;

export const Codes = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${t.space[3]} ${t.space[4]};
  max-width: 26rem;
  display: grid;
  /* Two columns where they fit, one on a narrow screen. */
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${t.space[2]} ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.md};
  background-color: ${t.color.canvas.inset};
`;

/** A proof asked before turning off or making new codes, set apart from the buttons above it. */
export const ProofForm = styled(PanelForm)`
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.md};
  background-color: ${t.color.canvas.subtle};
`;
