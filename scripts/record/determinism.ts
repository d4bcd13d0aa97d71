// Imported before anything else by the recorder, so the server gives the same answers on every run and re-recording
// an unchanged server changes no file:
// - the wall clock stands still at RECORDING_NOW and moves only when a scenario moves it (the server's timestamps and
//   the embedded PostgreSQL's now() alike: PGlite reads the JavaScript clock);
// - node:crypto's randomInt, randomUUID and randomBytes, and Web Crypto's getRandomValues (WebAuthn challenges,
//   two-step secrets), draw from a seeded sequence, restarted for each scenario (the spin wheel's segment, payment
//   references, storage keys). Argon2 salts come from native code and never reach an answer.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

import { RECORDING_NOW } from '@app/mocks/recording';

export { RECORDING_NOW };

const RealDate = Date;
let now = RECORDING_NOW;
let seed = 1;

/** Sets the stopped clock (a scenario that needs tomorrow, or an hour later). */
export function setRecordingTime(at: number): void {
  now = at;
}

/** Back to RECORDING_NOW and the first random number: every scenario starts alike, whichever ran before it. */
export function restartDeterminism(): void {
  now = RECORDING_NOW;
  seed = 1;
}

class StoppedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(now);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now(): number {
    return now;
  }
}
globalThis.Date = StoppedDate as DateConstructor;

/** mulberry32: small, fast and plenty for answers that only need to be the same every time. */
function nextUint32(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

function seededBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = nextUint32() & 0xff;
  return bytes;
}

type Callback<T> = (error: Error | null, value: T) => void;

Object.assign(crypto, {
  randomBytes(size: number, callback?: Callback<Buffer>) {
    const bytes = seededBytes(size);
    if (callback) process.nextTick(callback, null, bytes);
    return bytes;
  },
  randomInt(min: number, max?: number | Callback<number>, callback?: Callback<number>) {
    if (typeof max !== 'number') [callback, max, min] = [max, min, 0];
    const value = min + (nextUint32() % (max - min));
    if (callback) process.nextTick(callback, null, value);
    return value;
  },
  randomUUID() {
    const bytes = seededBytes(16);
    bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  },
});
function getRandomValues<T extends ArrayBufferView | null>(array: T): T {
  if (array)
    new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(seededBytes(array.byteLength));
  return array;
}
// node:crypto's own getRandomValues only forwards to Web Crypto's (a getter), so replacing that one covers both.
Object.defineProperty(globalThis.crypto, 'getRandomValues', { value: getRandomValues, configurable: true });
// `import { randomInt } from 'node:crypto'` in the server's modules sees the replacements.
syncBuiltinESMExports();
