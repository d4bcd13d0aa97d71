import type { ReactNode } from 'react';
import type { VerificationPoseId } from '@app/contract';
import styled, { keyframes } from 'styled-components';
import { media, theme as t } from '../../theme';

const nudge = keyframes`
  0%, 100% { transform: rotate(0deg); }
  30% { transform: rotate(-8deg); }
  60% { transform: rotate(6deg); }
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 200px;
  height: auto;

  .backdrop {
    fill: ${t.color.accent.subtle};
  }
  .body {
    fill: ${t.color.accent.muted};
  }
  .skin {
    fill: ${t.color.canvas.default};
    stroke: ${t.color.fg.default};
    stroke-width: 3;
  }
  .feature {
    fill: ${t.color.fg.default};
  }
  .smile,
  .motion,
  .knuckles {
    fill: none;
    stroke: ${t.color.fg.default};
    stroke-width: 3;
    stroke-linecap: round;
  }
  .motion,
  .knuckles {
    stroke: ${t.color.accent.fg};
  }
  .hand {
    fill: ${t.color.canvas.default};
    stroke: ${t.color.accent.fg};
    stroke-width: 3;
  }
  /* The hand moves a little, three times, to draw the eye to the gesture; still under reduced motion. */
  .gesture {
    transform-box: fill-box;
    transform-origin: 50% 100%;
    animation: ${nudge} 1.4s ease-in-out 3;
  }
  ${media.reducedMotion} {
    .gesture {
      animation: none;
    }
  }
`;

/** The hand of each pose, drawn beside a simple face (head centred at 100,88). */
const hands: Record<VerificationPoseId, ReactNode> = {
  'thumbs-up': (
    <>
      <rect className="hand" x="142" y="66" width="15" height="38" rx="7.5" transform="rotate(-12 150 104)" />
      <rect className="hand" x="146" y="96" width="36" height="32" rx="9" />
      <path className="knuckles" d="M168 106 h10 M168 113 h10 M168 120 h10" />
    </>
  ),
  'peace-sign': (
    <>
      <rect className="hand" x="148" y="58" width="10" height="46" rx="5" transform="rotate(-12 153 104)" />
      <rect className="hand" x="164" y="58" width="10" height="46" rx="5" transform="rotate(12 169 104)" />
      <rect className="hand" x="146" y="98" width="32" height="30" rx="9" />
    </>
  ),
  'hand-on-head': (
    <>
      <rect className="hand" x="132" y="40" width="14" height="80" rx="7" transform="rotate(-28 139 44)" />
      <rect className="hand" x="70" y="34" width="70" height="18" rx="9" />
    </>
  ),
  'point-at-ear': (
    <>
      <rect className="hand" x="30" y="88" width="30" height="10" rx="5" />
      <rect className="hand" x="12" y="86" width="26" height="32" rx="9" />
    </>
  ),
  wave: (
    <>
      {[150, 158, 166, 174].map((x, index) => (
        <rect key={x} className="hand" x={x} y={index % 3 === 0 ? 50 : 44} width="8" height="32" rx="4" />
      ))}
      <rect className="hand" x="140" y="80" width="10" height="24" rx="5" transform="rotate(-35 145 100)" />
      <rect className="hand" x="148" y="72" width="36" height="36" rx="11" />
      <path className="motion" d="M190 52 q8 10 0 22 M178 36 q12 6 16 14" />
    </>
  ),
};

export interface VerificationPoseIllustrationProps {
  pose: VerificationPoseId;
}

/**
 * A drawing of the pose a verification selfie must copy. Decorative: the pose's instruction, beside it, says the
 * same in words (drawn in SVG rather than emoji, so it looks the same on every machine and in screenshots).
 */
export function VerificationPoseIllustration({ pose }: VerificationPoseIllustrationProps) {
  return (
    <Svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" data-pose={pose}>
      <circle className="backdrop" cx="100" cy="84" r="76" />
      <path className="body" d="M40 160 q60 -50 120 0 z" />
      <ellipse className="skin" cx="60" cy="92" rx="7" ry="11" />
      <ellipse className="skin" cx="140" cy="92" rx="7" ry="11" />
      <circle className="skin" cx="100" cy="88" r="40" />
      <circle className="feature" cx="86" cy="82" r="4" />
      <circle className="feature" cx="114" cy="82" r="4" />
      <path className="smile" d="M86 102 q14 12 28 0" />
      <g className="gesture">{hands[pose]}</g>
    </Svg>
  );
}
