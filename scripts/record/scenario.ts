// What a scenario is and what it can do: call the real server as a member (recorded, or not when it only sets the
// stage), act as other members, write to the database for what no endpoint can do, and move the clock.
import type { FastifyInstance } from 'fastify';
import type { allEndpoints, Endpoint } from '@app/contract';
import { apiErrorBody, buildPath, errorCodes, fixedErrorMessage } from '@app/contract';
import { DEMO_PASSWORD } from '@app/demo-data';
import { exchangeUrl } from '@app/mocks/recording';
import type { AppOptions } from '../../apps/server/src/app.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { setRecordingTime } from './determinism.ts';
import type { Tape } from './live.ts';

export type EndpointName = keyof typeof allEndpoints;

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

export interface CallOptions {
  /** Whether the call changes the server's state; by default any call but GET that succeeded. */
  changes?: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A member's browser: its cookies (session, XSRF) and the calls it makes. */
export class Member {
  /** The XSRF cookie a browser gets from its first answer; any token of its shape works (double submit). */
  private readonly cookies = new Map([['XSRF-TOKEN', 'recorder-xsrf-token-abcdefghijklmnopqrstuvwxyz0123']]);

  constructor(
    private readonly app: FastifyInstance,
    private readonly endpoints: typeof allEndpoints,
    /** The scenario's recording: the exchanges, the live events and the step they stand at. */
    private readonly tape: Tape,
    /** Whether this member's calls are recorded (false: a member who only sets the stage). */
    private readonly records = false,
  ) {}

  private get cookieHeader(): string {
    return [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  }

  /**
   * Opens the recorded member's live channel (log in first), as their tab does: from now on the recording keeps what
   * the server pushes to it (live.ts), for the replay to push to a story's page.
   */
  async listen(): Promise<this> {
    if (!this.records) throw new Error('Only the recorded member’s live channel is recorded');
    await this.tape.listen(this.cookieHeader);
    return this;
  }

  /** Logs in with the demo password through the real endpoint (not recorded). */
  async login(email: string, password = DEMO_PASSWORD): Promise<this> {
    const answer = await this.send('login', { body: { user: email, pass: password } }, false);
    if (answer.status !== 200) throw new Error(`Login as ${email} answered ${answer.status}`);
    return this;
  }

  /** One call, recorded when this member records, its answer checked against the contract. */
  call(name: EndpointName, input: CallInput = {}, options: CallOptions = {}): Promise<Answer> {
    return this.send(name, input, this.records, options);
  }

  /**
   * Sends a file to an upload endpoint (multipart/form-data, in the contract's field), recorded like call(). The
   * recording keeps the file's name and type only: the replay matches an upload by method and URL.
   */
  upload(
    name: EndpointName,
    file: { name: string; bytes: Uint8Array; mediaType: string },
    options: CallOptions = {},
  ): Promise<Answer> {
    const field = (this.endpoints[name] as Endpoint).upload?.field;
    if (!field) throw new Error(`${name} takes no upload`);
    const boundary = 'recorder-boundary-0123456789';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.mediaType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.send(name, {}, this.records, options, {
      payload,
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
  }

  private async send(
    name: EndpointName,
    input: CallInput,
    record: boolean,
    options: CallOptions = {},
    multipart?: { payload: Buffer; contentType: string },
  ) {
    const endpoint: Endpoint = this.endpoints[name];
    const query = Object.entries(input.query ?? {}).filter(([, value]) => value !== undefined);
    const path = buildPath(endpoint.path, input.params);
    const url = exchangeUrl(
      new URL(`${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}`, 'http://recorder'),
    );
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const response = await this.app.inject({
      method: endpoint.method,
      url,
      headers: {
        cookie: this.cookieHeader,
        ...(xsrf ? { 'x-xsrf-token': xsrf } : {}),
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(multipart ? { 'content-type': multipart.contentType } : {}),
      },
      ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
      ...(multipart ? { payload: multipart.payload } : {}),
    });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    const body: unknown = response.body === '' ? undefined : response.json();
    const answer = { status: response.statusCode, body };
    // A recording the contract would refuse is a server bug: stop before writing it.
    const schema = response.statusCode < 400 ? endpoint.response : apiErrorBody;
    if (body !== undefined || response.statusCode !== 204) {
      const checked = schema.safeParse(body);
      if (!checked.success)
        throw new Error(
          `${name} ${url} answered ${response.statusCode} off contract: ${checked.error.message}`,
        );
      // The site shows a refusal's message as the server wrote it: for a code with fixed words, those of the copy.
      const refusal = response.statusCode >= 400 ? apiErrorBody.parse(body).error : undefined;
      const copy = refusal && refusal.code !== errorCodes.invalidRequest && fixedErrorMessage(refusal.code);
      if (refusal && copy && refusal.message !== copy)
        throw new Error(
          `${name} ${url} answered ${refusal.code} with "${refusal.message}", not the copy "${copy}"`,
        );
    }
    if (record) {
      const changes = options.changes ?? (endpoint.method !== 'GET' && response.statusCode < 400);
      const step = this.tape.step;
      if (changes) this.tape.step += 1;
      this.tape.exchanges.push({
        step,
        ...(changes ? { changes: true as const } : {}),
        endpoint: name,
        method: endpoint.method,
        url,
        ...(input.body !== undefined ? { request: input.body } : {}),
        status: response.statusCode,
        ...(body !== undefined ? { response: body } : {}),
      });
    }
    // What the call published reaches the recorded member's live channel before the next call.
    await this.tape.after(!this.records);
    return answer;
  }
}

export interface ScenarioContext {
  /** The member whose calls are recorded (log in first, unless the scenario is of a visitor). */
  readonly member: Member;
  /** Another browser, for what other members do first (nothing it does is recorded). */
  other(): Member;
  /** The app's database, for a state no endpoint can make (the stage only; answers still come from the server). */
  readonly db: Database;
  readonly app: FastifyInstance;
  /** Moves the stopped clock to `at` (ISO); answers after it show that time. */
  setTime(at: string): void;
}

export interface Scenario {
  /** Its file's path under packages/mocks/recordings (e.g. `spin/out-of-spins`). */
  name: string;
  /** What the member finds, in one sentence. */
  description: string;
  /** The app's test seams the scenario needs (e.g. the wheel's segment picker). */
  app?: Pick<
    AppOptions,
    'spin' | 'billing' | 'photoModerator' | 'verificationReviewer' | 'spotify' | 'photoImport'
  >;
  run(context: ScenarioContext): Promise<void>;
}

export const setTime = (at: string) => setRecordingTime(Date.parse(at));
