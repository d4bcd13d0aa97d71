import { describe, expect, it } from 'vitest';
import type { CurrentProfile } from '@app/contract';
import { twentyQuestions } from '@app/contract';
import { normaliseProfile } from '@app/client';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import { ownAnswers, ownProfileDetail } from './own-profile';

// The free member's session profile and profile/edit's own profile as the server answered them
// (scripts/record/scenarios/profile.ts: profile/filled), and the new member's almost empty one (profile/empty).
const now = new Date(RECORDING_NOW);
const current = () => normaliseProfile(recordedAnswer('profile/filled', 'getProfile'));
const filled = () => recordedAnswer('profile/filled', 'getOwnProfile').data;
const empty = () => recordedAnswer('profile/empty', 'getOwnProfile').data;

describe('ownProfileDetail', () => {
  it('gives the answers in question order with the contract’s words, and the chosen artists', () => {
    const recorded = current();
    // The session's answers in any order: the detail puts them in question order.
    const profile: CurrentProfile = { ...recorded, answers: [...recorded.answers].reverse() };
    const own = filled();
    expect(own.artists.length).toBeGreaterThan(0);
    const detail = ownProfileDetail(profile, now, own);
    expect(detail.answers).toEqual(
      [...recorded.answers]
        .sort((a, b) => a.questionId - b.questionId)
        .map(({ questionId, answer }) => ({
          questionId,
          question: twentyQuestions[questionId - 1]!.text,
          answer,
        })),
    );
    expect(detail.answers.map((entry) => entry.questionId)).toEqual([5, 7, 9, 11, 12, 18]);
    expect(detail.artists).toEqual(own.artists);
  });

  it('shows the sections the member filled in, as other members see them', () => {
    const profile = current();
    const detail = ownProfileDetail(profile, now, filled());
    expect(detail.sections.map((section) => section.id)).toEqual([
      'looking-for',
      'details',
      'lifestyle',
      'fav-things',
      'least-fav-things',
    ]);
    // Before profile/edit's own profile has loaded: no section yet.
    expect(ownProfileDetail(profile, now).sections).toEqual([]);
  });

  it('leaves out the sections an almost empty profile has not filled in', () => {
    const sections = ownProfileDetail(current(), now, empty()).sections.map((section) => section.id);
    expect(sections).not.toContain('lifestyle');
    expect(sections).not.toContain('fav-things');
    expect(sections).not.toContain('least-fav-things');
  });

  it('leaves out an answer to a question the contract does not know', () => {
    expect(ownAnswers([{ questionId: 99, answer: 'Lost' }])).toEqual([]);
  });
});
