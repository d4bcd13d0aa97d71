// Joining: sign-up answers alike for new and known addresses and mails the link (or a note), the link creates the
// member and logs in, bad input is refused by field, a new member stays out of search until they have a photo (the
// address is verified by the link), and the first-run flow moves step by step, the photos step needing a photo.
import type { SignUpBody } from '@app/contract';
import {
  SANDBOX_CAPTCHA_PASS,
  advanceOnboarding,
  apiErrorBody,
  confirmSignUp,
  facebookSignUp,
  getCaptchaConfig,
  getOnboarding,
  legalDocumentVersions,
  searchPage,
  signUp,
  signupLimits,
  uploadPhoto,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { consents, mailOutbox, members, pendingSignups } from '../../../src/db/schema.ts';
import type { TestBackend } from '../../helper.ts';
import { TestClient as Client, describeBackends, loginAs, parseBody, expectApiError } from '../../helper.ts';
import { jpegWithGps, multipart } from '../photos/upload.ts';

const PASSWORD = 'Sunny-Meadow-42';

const signUpBody = (overrides: Partial<SignUpBody> = {}): SignUpBody => ({
  email: 'Nova.New@Example.com',
  password: PASSWORD,
  displayName: 'Nova',
  birthdate: '1995-04-02',
  gender: 'woman',
  seeking: ['man', 'woman'],
  city: { name: 'Austin', region: 'TX', country: 'US' },
  consents: { ...legalDocumentVersions },
  captchaToken: SANDBOX_CAPTCHA_PASS,
  ...overrides,
});

describeBackends('joining', (backend: TestBackend) => {
  const build = () => backend.build({ env: { TEST_CLOCK: '1' } });

  const mailsTo = (email: string) =>
    backend.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'signup')));

  /** Signs up and follows the mailed link; answers the new member's logged-in client and id. */
  async function join(app: FastifyInstance, body: SignUpBody = signUpBody()) {
    const visitor = new Client(app);
    const answered = await visitor.post(signUp.path, body);
    expect(answered.statusCode, answered.body).toBe(200);
    await app.jobs.settle();
    const [mail] = await mailsTo(body.email.toLowerCase());
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no link in ${mail?.textBody}`);
    const confirmed = await visitor.post(confirmSignUp.path, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { visitor, token, memberId: parseBody(confirmSignUp.response, confirmed).data.memberId };
  }

  it('mails a link that creates the member, verified, logged in, at step 1, with the consents kept', async () => {
    const app = await build();
    const { visitor, token, memberId } = await join(app);

    const [row] = await backend.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({
      email: 'nova.new@example.com',
      displayName: 'Nova',
      onboardingStep: 'step1',
      listedAt: null,
      hidden: true,
    });
    expect(row?.emailValidatedAt).not.toBeNull();
    expect(row?.pendingNotices).toContain('emailVerified');
    const kept = await backend.db.select().from(consents).where(eq(consents.memberId, memberId));
    expect(
      kept
        .map(({ document, version }) => ({ document, version }))
        .sort((a, b) => a.document.localeCompare(b.document)),
    ).toEqual([
      { document: 'privacy-policy', version: legalDocumentVersions['privacy-policy'] },
      { document: 'user-agreement', version: legalDocumentVersions['user-agreement'] },
    ]);
    expect(parseBody(getOnboarding.response, await visitor.get(getOnboarding.path)).data.step).toBe('step1');

    // The link works once; the password chosen at sign-up logs in.
    expectApiError(
      await new Client(app).post(confirmSignUp.path, { token }),
      400,
      'signup_link_invalid',
      'token',
    );
    await loginAs(app, 'nova.new@example.com', PASSWORD);
  });

  it('answers an address that is a member’s exactly as a new one, and mails its owner a note instead', async () => {
    const app = await build();
    const known = await backend.createMember({ email: 'known@example.com' });
    const fresh = await new Client(app).post(signUp.path, signUpBody({ email: 'fresh@example.com' }));
    const taken = await new Client(app).post(signUp.path, signUpBody({ email: 'known@example.com' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json() as object)).toEqual(Object.keys(fresh.json() as object));
    expect(taken.json()).toEqual({ success: true, data: { email: 'known@example.com' } });
    await app.jobs.settle();

    const [note] = await mailsTo('known@example.com');
    expect(note?.subject).toBe('You already have a Spark profile');
    expect(note?.memberId).toBe(known.id);
    expect(note?.textBody).not.toContain('token=');
    const pending = await backend.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, 'known@example.com'));
    expect(pending).toHaveLength(0);
    const [known2] = await backend.db.select().from(members).where(eq(members.id, known.id));
    expect(known2?.passwordHash).toBe(known.passwordHash);
  });

  it('refuses bad input by field and keeps nothing', async () => {
    const app = await build();
    const visitor = new Client(app);
    expectApiError(
      await visitor.post(signUp.path, signUpBody({ password: 'password123' })),
      400,
      'weak_password',
      'password',
    );
    expectApiError(
      await visitor.post(signUp.path, signUpBody({ password: 'nova.new@example.com' })),
      400,
      'weak_password',
      'password',
    );
    const year = new Date().getUTCFullYear();
    const minor = await visitor.post(signUp.path, signUpBody({ birthdate: `${year - 17}-01-01` }));
    expectApiError(minor, 400, 'invalid_request', 'birthdate');
    expect(apiErrorBody.parse(minor.json()).error.message).toContain('18 or older');
    expectApiError(
      await visitor.post(signUp.path, signUpBody({ seeking: [] })),
      400,
      'invalid_request',
      'seeking',
    );
    expectApiError(
      await visitor.post(signUp.path, signUpBody({ city: { name: 'Austin', region: 'TX', country: '' } })),
      400,
      'invalid_request',
      'city.country',
    );
    expectApiError(
      await visitor.post(signUp.path, signUpBody({ captchaToken: 'robot' })),
      400,
      'captcha_failed',
      'captchaToken',
    );
    expectApiError(
      await visitor.post(
        signUp.path,
        signUpBody({ consents: { ...legalDocumentVersions, 'privacy-policy': '2020-01-01' } }),
      ),
      409,
      'consent_outdated',
      'consents.privacy-policy',
    );
    const { consents: _omitted, ...withoutConsents } = signUpBody();
    expectApiError(await visitor.post(signUp.path, withoutConsents), 400, 'invalid_request', 'consents');
    await app.jobs.settle();
    expect(await backend.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await backend.db.select().from(pendingSignups)).toHaveLength(0);
  });

  it('answers a filled honeypot as any sign-up and sends nothing', async () => {
    const app = await build();
    const answered = await new Client(app).post(signUp.path, signUpBody({ website: 'http://spam.example' }));
    expect(answered.json()).toEqual({ success: true, data: { email: 'nova.new@example.com' } });
    await app.jobs.settle();
    expect(await backend.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('limits sign-ups from one client address, and mails to one address a day', async () => {
    const app = await build();
    const visitor = new Client(app);
    for (let i = 0; i < signupLimits.perClientAddressHour; i++) {
      const answered = await visitor.post(signUp.path, signUpBody({ email: 'again@example.com' }));
      expect(answered.statusCode, answered.body).toBe(200);
    }
    const refused = await visitor.post(signUp.path, signUpBody({ email: 'other@example.com' }));
    expectApiError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await app.jobs.settle();
    expect(await mailsTo('again@example.com')).toHaveLength(signupLimits.mailsPerAddressDay);
  });

  it('keeps a new member out of search until they have a photo; then others find them', async () => {
    const app = await build();
    const seeker = await backend.createMember({ gender: 'man', seeking: ['woman'] });
    const seekerClient = await loginAs(app, seeker.email);
    const found = async () =>
      parseBody(searchPage, await seekerClient.get('/api/user/search')).data.items.map((item) => item.id);

    const { visitor, memberId } = await join(app);
    expect(await found()).not.toContain(memberId);

    const upload = multipart(await jpegWithGps());
    const uploaded = await visitor.post(uploadPhoto.path, upload.payload, { headers: upload.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [row] = await backend.db.select().from(members).where(eq(members.id, memberId));
    expect(row?.listedAt).not.toBeNull();
    expect(row?.hidden).toBe(false);
    expect(await found()).toContain(memberId);
  });

  it('keeps the visibility a new member chose while unlisted, and applies it when they are listed', async () => {
    const app = await build();
    const { visitor, memberId } = await join(app);
    const saved = await visitor.request({
      method: 'PUT',
      url: '/api/user/settings/visibility',
      payload: { hidden: true, incognito: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { hidden: true, incognito: false } });
    const upload = multipart(await jpegWithGps());
    await visitor.post(uploadPhoto.path, upload.payload, { headers: upload.headers });
    const [row] = await backend.db.select().from(members).where(eq(members.id, memberId));
    expect(row?.listedAt).not.toBeNull();
    expect(row?.hidden).toBe(true);
  });

  it('moves forward through the first-run steps, skipping allowed, never back; the photos step needs a photo', async () => {
    const app = await build();
    const { visitor } = await join(app);
    const advance = async (from: string) => {
      const moved = await visitor.post(advanceOnboarding.path, { from });
      expect(moved.statusCode, moved.body).toBe(200);
      return parseBody(advanceOnboarding.response, moved).data.step;
    };

    expect(await advance('step1')).toBe('step2');
    // Skipping step 2 (arriving at step 3 from its link) moves on; an earlier step done again moves nothing back.
    expect(await advance('step2')).toBe('step3');
    expect(await advance('step1')).toBe('step3');
    expect(await advance('step3')).toBe('photos');
    expectApiError(await visitor.post(advanceOnboarding.path, { from: 'photos' }), 409, 'photo_required');
    const upload = multipart(await jpegWithGps());
    await visitor.post(uploadPhoto.path, upload.payload, { headers: upload.headers });
    expect(await advance('photos')).toBeNull();
    expect(await advance('step1')).toBeNull();
    expect(parseBody(getOnboarding.response, await visitor.get(getOnboarding.path)).data.step).toBeNull();

    // A seeded member never had a first-run flow.
    const seeded = await backend.createMember();
    const seededClient = await loginAs(app, seeded.email);
    expect(
      parseBody(getOnboarding.response, await seededClient.get(getOnboarding.path)).data.step,
    ).toBeNull();
  });

  it('signs up with Facebook: creates the member once, then signs the same identity in', async () => {
    const app = await build();
    const { email: _email, password: _password, ...about } = signUpBody();
    const first = await new Client(app).post(facebookSignUp.path, {
      ...about,
      token: 'sandbox-fb.new@example.com',
    });
    expect(first.statusCode, first.body).toBe(200);
    const created = parseBody(facebookSignUp.response, first).data;
    expect(created.created).toBe(true);
    const [row] = await backend.db.select().from(members).where(eq(members.id, created.memberId));
    expect(row).toMatchObject({ email: 'fb.new@example.com', passwordHash: null, onboardingStep: 'step1' });
    expect(row?.emailValidatedAt).not.toBeNull();

    const again = await new Client(app).post(facebookSignUp.path, {
      ...about,
      token: 'sandbox-fb.new@example.com',
    });
    expect(parseBody(facebookSignUp.response, again).data).toEqual({
      memberId: created.memberId,
      created: false,
    });
    expectApiError(
      await new Client(app).post(facebookSignUp.path, { ...about, token: 'not-a-token' }),
      401,
      'invalid_credentials',
      'token',
    );
  });

  it('tells the form which CAPTCHA to show', async () => {
    const app = await build();
    expect((await new Client(app).get(getCaptchaConfig.path)).json()).toEqual({
      data: { provider: 'sandbox' },
    });
  });
});
