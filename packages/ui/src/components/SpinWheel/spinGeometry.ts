import { wheelSegments } from '@app/contract';

/** Degrees each of the wheel's equal segments spans. */
export const SEGMENT_DEGREES = 360 / wheelSegments.length;

/** The middle of segment `index`, in degrees clockwise from the top (where the pointer is). */
export const segmentCenter = (index: number): number => index * SEGMENT_DEGREES + SEGMENT_DEGREES / 2;

/**
 * The wheel's rotation (degrees, clockwise) that stops segment `index` under the pointer, at least `minTurns` whole
 * turns past `from`: the wheel only ever turns forward, and the angle only comes from the server's chosen index.
 */
export function landingRotation(from: number, index: number, minTurns: number): number {
  // Rotating the wheel by R moves the segment's middle to (center + R) mod 360; the pointer is at 0.
  const rest = (((360 - segmentCenter(index)) % 360) + 360) % 360;
  const turnsPast = Math.floor(from / 360) + minTurns;
  let target = turnsPast * 360 + rest;
  if (target - from < minTurns * 360) target += 360;
  return target;
}
