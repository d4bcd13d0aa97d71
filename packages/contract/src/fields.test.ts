import { describe, expect, it } from 'vitest';
import { allEndpoints, DB_ID_MAX, dbId, dbIdFromText, isStorableText, text } from './index.ts';

describe('shared fields', () => {
  it('ids fit a PostgreSQL integer column', () => {
    expect(dbId.safeParse(1).success).toBe(true);
    expect(dbId.safeParse(DB_ID_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, DB_ID_MAX + 1, Number.MAX_SAFE_INTEGER, '1']) {
      expect(dbId.safeParse(bad).success).toBe(false);
    }
    expect(dbIdFromText.parse('2147483647')).toBe(DB_ID_MAX);
    expect(dbIdFromText.safeParse('2147483648').success).toBe(false);
  });

  it('free text refuses NUL and unpaired surrogates, keeps whole emoji', () => {
    expect(isStorableText('plain 💘 text\n')).toBe(true);
    for (const bad of ['\u0000', 'a\u0000', '\uD800', 'x\uDC00y', '\uD83D', '\uDE18\uD83D']) {
      expect(isStorableText(bad)).toBe(false);
      expect(text().safeParse(bad).success).toBe(false);
    }
  });

  it('every body id field of the contract refuses 2^31', () => {
    for (const endpoint of Object.values(allEndpoints)) {
      const body = 'body' in endpoint ? endpoint.body : undefined;
      const shape = body && 'shape' in body ? (body.shape as Record<string, unknown>) : {};
      for (const key of ['memberId', 'recipientId'].filter((k) => k in shape)) {
        const result = (shape[key] as typeof dbId).safeParse(DB_ID_MAX + 1);
        expect(result.success, `${endpoint.path} ${key}`).toBe(false);
      }
    }
  });
});
