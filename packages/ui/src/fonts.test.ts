import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaces, fontFamilies, preloadFontFile } from './fonts';
import { font } from './theme/tokens';

const shipped = Object.values(fontFamilies).map((f) => f.family);
const firstFamily = (stack: string) =>
  stack
    .split(',')[0]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');

describe('fonts', () => {
  // A stack that starts with a generic family (monospace, serif, system-ui) or a system font draws its text with
  // whatever the machine has installed: screenshots would differ from one machine to the next.
  it.each(Object.entries(font).filter(([, value]) => typeof value === 'string'))(
    'font.%s starts with a font the ui ships',
    (_name, stack) => {
      expect(shipped).toContain(firstFamily(String(stack)));
    },
  );

  it('declares faces of every shipped family, each file present in its package', () => {
    const nodeModules = resolve(import.meta.dirname, '../../../node_modules');
    expect([...new Set(fontFaces.map((face) => face.family))]).toEqual(shipped);
    const missing = fontFaces
      .map((face) => join(nodeModules, face.package, 'files', face.file))
      .filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
    expect(fontFaces.map((face) => face.file)).toContain(preloadFontFile);
  });
});
