// The canned flirts a member sends with one tap. A fixed catalog (like the plan catalog), not a table: the texts
// are product copy. Plain ASCII, the same ids and texts as the Storybook mocks, so stories show what members get.
import type { Flirt } from '@app/contract';

export const cannedFlirts: readonly Flirt[] = [
  { id: 'wave', text: 'Hi there! Your profile made me smile.' },
  { id: 'coffee', text: 'You seem fun. Coffee sometime?' },
  { id: 'smile', text: 'Great smile! What made you laugh today?' },
  { id: 'adventure', text: 'Your travel photos are amazing. Where to next?' },
  { id: 'music', text: 'I like your taste in music. Any song I should hear?' },
];

export const flirtById = (id: string): Flirt | undefined => cannedFlirts.find((flirt) => flirt.id === id);
