import { describe, expect, it } from 'vitest';
import type { Artist, CurrentProfile, OwnProfile } from '@app/contract';
import { twentyQuestions } from '@app/contract';
import { normaliseProfile } from '@app/client';
import { createProfileWire, ownProfileFixtures } from '@app/mocks';
import { ownAnswers, ownProfileDetail } from './own-profile';

const adele: Artist = { id: 'a'.repeat(22), name: 'Adele', imageUrl: null, genres: ['pop'] };

describe('ownProfileDetail', () => {
  it('gives the answers in question order with the contract’s words, and the chosen artists', () => {
    const profile: CurrentProfile = {
      ...normaliseProfile(createProfileWire()),
      answers: [
        { questionId: 9, answer: 'The Bear.' },
        { questionId: 2, answer: 'My garden.' },
      ],
    };
    const own: OwnProfile = { ...ownProfileFixtures.ownProfile('emptyProfile'), artists: [adele] };
    const detail = ownProfileDetail(profile, new Date('2026-11-20T12:00:00Z'), own);
    expect(detail.answers).toEqual([
      { questionId: 2, question: twentyQuestions[1].text, answer: 'My garden.' },
      { questionId: 9, question: twentyQuestions[8].text, answer: 'The Bear.' },
    ]);
    expect(detail.artists).toEqual([adele]);
  });

  it('shows the sections the member filled in, as other members see them', () => {
    const profile = normaliseProfile(createProfileWire());
    const own = ownProfileFixtures.ownProfile('filledProfile');
    const detail = ownProfileDetail(profile, new Date('2026-11-20T12:00:00Z'), own);
    expect(detail.sections.map((section) => section.id)).toEqual([
      'looking-for',
      'details',
      'lifestyle',
      'fav-things',
      'least-fav-things',
    ]);
    expect(ownProfileDetail(profile, new Date('2026-11-20T12:00:00Z')).sections).toEqual([]);
  });

  it('leaves out an answer to a question the contract does not know', () => {
    expect(ownAnswers([{ questionId: 99, answer: 'Lost' }])).toEqual([]);
  });
});
