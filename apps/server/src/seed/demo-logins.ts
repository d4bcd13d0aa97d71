// The fixed demo logins: server.ts prints them, the README lists them, e2e tests use them.
export const DEMO_PASSWORD = 'demo-password';

export const demoLogins = {
  /** A free member whose profile is older than 15 days. */
  free: 'free@demo.test',
  /** A paying full member. */
  paying: 'paying@demo.test',
  /** A free member who signed up 3 days ago. */
  newProfile: 'new@demo.test',
} as const;
