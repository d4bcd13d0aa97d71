// Word lists the server's demo people are made of: bios, profile answers, opening lines and replies, drawn by the seed
// in a fixed order.
import type { ProfileData } from '@app/contract';

type Gender = ProfileData['gender'];

/** Interests a bio names ("Weekends are for hiking, yoga and museums."). */
export const interests: readonly string[] = [
  'hiking',
  'live jazz',
  'board games',
  'trail running',
  'cooking for friends',
  'old movies',
  'road trips',
  'climbing',
  'photography',
  'gardening',
  'yoga',
  'vinyl records',
  'baking bread',
  'kayaking',
  'museums',
  'karaoke',
  'camping',
  'craft coffee',
  'salsa dancing',
  'reading on the porch',
  'cycling',
  'tennis',
];
/** How a bio of interests opens. */
export const aboutOpeners: readonly string[] = [
  'Looking for someone who likes',
  'Happiest with',
  'Weekends are for',
  'Ask me about',
  'Lately I have been into',
];

/** Answers to the 20 questions. */
export const questionAnswers: readonly string[] = [
  'Yes',
  'No',
  'Sometimes',
  'Definitely',
  'Not yet',
  'Depends on the day',
];

/** Profile sections' vocabularies (looking for, lifestyle, details). */
export const profileWords = {
  lookingFor: ['Long-term relationship', 'Something casual', 'New friends', 'Not sure yet'],
  smoking: ['Never', 'Socially', 'Trying to quit'],
  drinking: ['Never', 'Socially', 'Often'],
  exercise: ['Every day', 'A few times a week', 'Sometimes', 'Rarely'],
  pets: ['Dog', 'Cat', 'None', 'Would like one'],
  education: ['High school', 'College', "Bachelor's degree", "Master's degree", 'PhD'],
  jobs: [
    'Nurse',
    'Teacher',
    'Software engineer',
    'Architect',
    'Chef',
    'Designer',
    'Accountant',
    'Photographer',
    'Physiotherapist',
    'Lawyer',
    'Student',
    'Marketing manager',
    'Electrician',
    'Researcher',
    'Musician',
  ],
  languages: ['English', 'English, Spanish', 'English, French', 'English, German', 'English, Portuguese'],
  genderPlural: { woman: 'Women', man: 'Men', nonbinary: 'Non-binary people' } as Record<Gender, string>,
} as const;

/** First messages of a conversation. */
export const openingLines: readonly string[] = [
  'Hi! Your profile made me smile.',
  'What is the best trip you have ever taken?',
  'We like the same music!',
  'Coffee this weekend?',
  'That hiking photo looks amazing, where was it?',
  'Hello from across town :)',
  'Any good book recommendations?',
  'I think we would get along.',
];
/** Replies. */
export const replyLines: readonly string[] = [
  'Hi! Thanks for writing, how is your week going?',
  'Ha, I was hoping someone would ask about that.',
  'That sounds great. When are you free?',
  'I have been meaning to try that place!',
  'Good question, let me think about it :)',
  'Busy week, but a good one. You?',
];

/** Own-profile free text: what members are looking for, in their words. */
export const lookingForLines: readonly string[] = [
  'Someone kind and curious who laughs easily and texts back.',
  'A partner in crime for farmers markets, bad movies and long dinners.',
  'Someone who knows what they want and is ready for something real.',
  'A person who loves the outdoors as much as a lazy Sunday on the couch.',
  'Good conversation first; the rest will follow.',
  'Someone close to family, honest and a little bit silly.',
  'A travel buddy who does not mind getting lost on purpose.',
  'Someone who reads, cooks, or at least admires people who do.',
  'Kindness, patience and a shared love of dogs.',
  'Someone to build a calm, happy life with.',
];
/** Own-profile free text: favourite things. */
export const favThingsLines: readonly string[] = [
  'Sunday pancakes, rainy afternoons with a good book, and the first swim of summer.',
  'Live music in small venues, spicy ramen and road trips with no plan.',
  'Fresh bread, old records, long hikes and the smell of coffee.',
  'My dog, my bike, my grandmother’s recipes.',
  'Thunderstorms, crossword puzzles and tacos from the truck down the street.',
  'Sunsets at the beach, board game nights and learning something new.',
  'Cozy sweaters, campfires and stargazing far from the city.',
  'Museums on a weekday morning, jazz and really good dumplings.',
];
/** Own-profile free text: least favourite things. */
export const leastFavThingsLines: readonly string[] = [
  'Traffic, soggy fries and people who are rude to waiters.',
  'Early meetings and cold coffee.',
  'Small talk about the weather (unless there is a tornado).',
  'Mosquitoes, slow walkers and spoilers.',
  'Flaky plans and loud chewing.',
  'Airport lines and lukewarm showers.',
  'Cilantro. Sorry.',
];
/** Answers to each of the 20 questions (by question id), so a profile's answers fit their questions. */
export const twentyQAnswerLines: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Coffee and a long walk somewhere new.',
    'A taco truck, then a sunset.',
    'Mini golf. Loser buys dessert.',
  ],
  2: ['Finishing my first marathon.', 'Raising a kind kid.', 'Learning to cook from my grandmother.'],
  3: ['Two weeks in Japan by train.', 'A road trip down Highway 1.', 'Camping in Yellowstone as a kid.'],
  4: ['Space, history and old movies.', 'Plants. I have too many.', 'Music from the seventies.'],
  5: ['Mac and cheese, no contest.', 'My mom’s chicken soup.', 'Pho on a rainy day.'],
  6: [
    'Pancakes, the paper and a nap.',
    'A long bike ride and a longer brunch.',
    'Farmers market, then cooking.',
  ],
  7: ['Playing the piano.', 'Speaking Italian.', 'Woodworking.'],
  8: ['September by Earth, Wind & Fire.', 'Anything by Lizzo.', 'Dancing Queen, every time.'],
  9: ['The Night Circus.', 'Ted Lasso, twice.', 'Project Hail Mary.'],
  10: ['My little brother’s impressions.', 'Dogs who think they are small.', 'Bad puns, honestly.'],
  11: ['Seeing the northern lights.', 'Learning to surf.', 'Hiking the Appalachian Trail.'],
  12: [
    'Showing up when it counts.',
    'Laughing at the same things for twenty years.',
    'Honesty, even when it is hard.',
  ],
  13: ['Trail running.', 'Pickup basketball.', 'Yoga and long walks.'],
  14: ['Loyal, funny, stubborn.', 'Curious, calm, kind.', 'Loud, warm, always late.'],
  15: ['Say yes more often.', 'Call your parents.', 'Leave every place better than you found it.'],
  16: [
    'Morning person: sunrise runs.',
    'Night owl: my best ideas come at midnight.',
    'Depends on the coffee.',
  ],
  17: ['A text from an old friend.', 'The first sip of coffee.', 'A dog saying hello on the street.'],
  18: ['In the kitchen with music on.', 'On a trail in the mountains.', 'At my family’s table.'],
  19: ['A trip to Portugal.', 'Finishing my degree.', 'Meeting someone worth the wait.'],
  20: [
    'I will always share my fries.',
    'I am a terrible dancer but I will dance anyway.',
    'My dog comes first.',
  ],
};
