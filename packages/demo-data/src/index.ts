// Demo data shared by the server's seed and the mocks (never by the site): cities, the demo logins, the word lists
// demo people are made of, and seeded randomness.
export * from './cities.ts';
export * from './logins.ts';
export * from './words.ts';
export * from './random.ts';
export * from './community.ts';
export * from './artists.ts';
export * from './profiles.ts';
export * from './import-sandbox.ts';
export * from './plans.ts';
