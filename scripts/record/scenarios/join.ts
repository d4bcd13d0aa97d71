// Joining: a visitor fills in the sign-up form (the CAPTCHA's settings, the city lookup) and is told to check their
// inbox, or is refused a weak password; the mailed link creates the member and opens step 1; a used link is refused;
// the new member finishes the first-run flow on the photos step with a photo.
import { SANDBOX_CAPTCHA_PASS, legalDocumentVersions } from '@app/contract';
import type { Member, Scenario, ScenarioContext } from '../scenario.ts';
import { mailedToken } from './account.ts';
import { photoReads, profileReads, uploadPhoto } from './profile-steps.ts';
import { shell } from './shell.ts';

/** What the stories type into the sign-up form. */
export const joinInputs = {
  email: 'nova.new@example.com',
  password: 'Sunny-Meadow-42',
  weakPassword: 'password123',
  displayName: 'Nova',
  birthdate: '1996-04-02',
  cityQuery: 'Aus',
} as const;

async function signUpBody(member: Member, password: string = joinInputs.password) {
  // What the form asks as the visitor types "Aus" and picks Austin (the box then shows "Austin, TX").
  let city: { name: string; region: string; country: string } | undefined;
  for (const q of ['A', 'Au', joinInputs.cityQuery, 'Austin, TX']) {
    const found = await member.call('lookupCities', { query: { q } });
    if (q === joinInputs.cityQuery)
      [city] = (found.body as { data: { items: { name: string; region: string; country: string }[] } }).data
        .items;
  }
  if (!city) throw new Error(`No city for ${joinInputs.cityQuery}`);
  return {
    email: joinInputs.email,
    password,
    displayName: joinInputs.displayName,
    birthdate: joinInputs.birthdate,
    gender: 'woman',
    seeking: ['man'],
    city: { name: city.name, region: city.region, country: city.country },
    consents: { ...legalDocumentVersions },
    captchaToken: SANDBOX_CAPTCHA_PASS,
  };
}

/** The sign-up form's reads, then the form sent. */
async function signUp(member: Member, password?: string) {
  await member.call('getProfile');
  await member.call('getCaptchaConfig');
  return member.call('signUp', { body: await signUpBody(member, password) });
}

/** Another browser signed up: the link mailed to the new address. */
async function linkMailed({ other, app }: ScenarioContext): Promise<string> {
  await signUp(other());
  await app.jobs.settle();
  return mailedToken(app, joinInputs.email);
}

export const joinScenarios: Scenario[] = [
  {
    name: 'join/signup-sent',
    description: 'A visitor fills in the sign-up form and sends it: the link is on its way to their inbox.',
    async run({ member }) {
      await signUp(member);
    },
  },
  {
    name: 'join/signup-weak-password',
    description: 'A visitor signs up with a common password: refused, with how to make it stronger.',
    async run({ member }) {
      await signUp(member, joinInputs.weakPassword);
    },
  },
  {
    name: 'join/confirm',
    description: 'The visitor opens the mailed link: the profile is created, they are logged in and step 1 opens.',
    async run(context) {
      const { member } = context;
      const token = await linkMailed(context);
      await member.call('confirmSignUp', { body: { token } });
      await shell(member);
      // The address is verified by the link: the emailVerified notice shows once.
      await member.call('dismissNotice', { params: { kind: 'emailVerified' }, body: {} });
      await profileReads(member);
      await member.call('getPhotos');
    },
  },
  {
    name: 'join/confirm-used',
    description: 'A sign-up link opened a second time: refused, with the way to sign up again.',
    async run(context) {
      const { member, other } = context;
      const token = await linkMailed(context);
      await other().call('confirmSignUp', { body: { token } });
      await member.call('confirmSignUp', { body: { token } });
    },
  },
  {
    name: 'join/photos-step',
    description:
      'The new member reaches the photos step, adds a photo and finishes: profile/complete opens, and they are in search.',
    async run(context) {
      const { member, other } = context;
      const token = await linkMailed(context);
      const joined = other();
      await joined.call('confirmSignUp', { body: { token } });
      await member.login(joinInputs.email, joinInputs.password);
      await photoReads(member);
      await member.call('dismissNotice', { params: { kind: 'emailVerified' }, body: {} });
      await member.call('advanceOnboarding', { body: { from: 'step3' } });
      await uploadPhoto(member, 'me.jpg');
      await member.call('getPhotos');
      await member.call('advanceOnboarding', { body: { from: 'photos' } });
      await shell(member);
      await profileReads(member);
    },
  },
];
