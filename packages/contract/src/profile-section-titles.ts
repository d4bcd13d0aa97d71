// The profile's section titles, without zod: the profile view of another member shows them before any schema loads.

/** Titles of the sections (and of the 20Q and Spotify sections), as the editor and profile view show them. */
export const profileSectionTitles = {
  dating: 'Who you want to meet',
  'basic-info': 'Basic info',
  details: 'Details',
  myself: 'About me',
  'looking-for': 'What I am looking for',
  lifestyle: 'Lifestyle',
  'fav-things': 'Favourite things',
  'least-fav-things': 'Least favourite things',
  spotify: 'Favourite artists',
  'twenty-q': '20 questions',
} as const;
export type ProfileEditPart = keyof typeof profileSectionTitles;
