import styled from 'styled-components';
import { media, theme as t } from '../../theme';
import { PublicFooter } from '../internal/PublicFooter';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: linear-gradient(180deg, ${t.color.accent.subtle} 0%, ${t.color.canvas.default} 480px);
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[4]};
  padding: ${t.space[4]} ${t.space[4]};
  ${media.tablet} {
    padding: ${t.space[5]} ${t.space[7]};
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${t.space[6]} ${t.space[4]} ${t.space[8]};
  ${media.tablet} {
    padding: ${t.space[8]} ${t.space[7]};
  }
`;

export const Hero = styled.section`
  max-width: 40rem;
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
  margin-bottom: ${t.space[8]};
`;

export const Feature = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  padding: ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.default};
  box-shadow: ${t.shadow.sm};
`;

export const FeatureIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${t.radii.round};
  background-color: ${t.color.accent.subtle};
  color: ${t.color.accent.fg};
`;

/** The public pages' footer, tinted on the front page. */
export const Footer = styled(PublicFooter)`
  background-color: ${t.color.canvas.subtle};
`;
