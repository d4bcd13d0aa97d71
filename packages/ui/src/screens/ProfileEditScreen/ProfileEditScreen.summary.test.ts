import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX, partSummary } from './ProfileEditScreen.summary';
import {
  FIXTURE_NOW,
  completeProfile,
  longTextProfile,
  newMemberProfile,
} from './ProfileEditScreen.fixtures';

describe('partSummary', () => {
  it('says what each section holds, with the contract’s labels', () => {
    expect(partSummary('basic-info', completeProfile, FIXTURE_NOW)).toBe(
      'Maya · 35 · Woman · Portland, Oregon',
    );
    expect(partSummary('dating', completeProfile, FIXTURE_NOW)).toBe(
      'Men · 30–42 · Within 25 miles · A long-term relationship',
    );
    expect(partSummary('details', completeProfile, FIXTURE_NOW)).toBe(
      `5'6" · Athletic · Master's degree · Landscape architect · English, Spanish · Spiritual`,
    );
    expect(partSummary('twenty-q', completeProfile, FIXTURE_NOW)).toBe('6 of 20 answered');
  });

  it('is empty for a section never filled in', () => {
    for (const part of ['dating', 'details', 'myself', 'lifestyle', 'spotify', 'twenty-q'] as const)
      expect(partSummary(part, newMemberProfile, FIXTURE_NOW)).toBe('');
  });

  it('cuts long text to a preview', () => {
    const summary = partSummary('myself', longTextProfile, FIXTURE_NOW);
    expect(summary.length).toBeLessThanOrEqual(PREVIEW_MAX);
    expect(summary.endsWith('…')).toBe(true);
  });
});
