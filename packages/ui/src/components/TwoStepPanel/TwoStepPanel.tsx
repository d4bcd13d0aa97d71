import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { encode } from 'uqr';
import { palette } from '../../theme';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { PanelActions, PanelBody, PanelForm } from '../../internal/PanelBody';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Codes, KeyList, Mono, ProofForm, Qr, StepBody, Steps } from './TwoStepPanel.styles';

/**
 * Where two-step sign-in stands, as the page shows it (dates already formatted):
 * - `off`: not on; `setup`: a secret was made, the app is being set up and its first code turns it on;
 * - `codes`: the recovery codes, shown once, right after turning on or making new codes;
 * - `on`: on since `since`, with `recoveryCodesLeft` unused recovery codes.
 */
export type TwoStepPanelState =
  | { step: 'off' }
  | { step: 'setup'; secret: string; otpauthUri: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'on'; since: string; recoveryCodesLeft: number };

/** Proof it is the member, asked before turning off or making new codes: the password, or a code. */
export type TwoStepProof = { currentPassword: string } | { code: string };

export interface TwoStepPanelProps {
  status: 'loading' | 'ready' | 'error';
  /** Reads the state again after it could not be read. */
  onRetry: () => void;
  state?: TwoStepPanelState;
  /** Whether the member has a password: proofs ask for it; otherwise for a code from the app. */
  hasPassword: boolean;
  /** Off → asks the server for a secret. */
  onStart: () => void;
  starting?: boolean;
  /** The setup's first code from the app (trimmed). */
  onEnable: (code: string) => void;
  enabling?: boolean;
  onCancelSetup: () => void;
  /** "I have saved my codes" leaves the codes step. */
  onCodesSaved: () => void;
  onDisable: (proof: TwoStepProof) => void;
  disabling?: boolean;
  onNewCodes: (proof: TwoStepProof) => void;
  regenerating?: boolean;
  /** A field the server refused ('code' for the setup code or a code proof, 'currentPassword'), beside that field. */
  fieldError?: { field: 'code' | 'currentPassword'; message: string };
  /** Other failures, as an alert. */
  error?: string;
  /** The last action's success, role=status. */
  saved?: string;
}

/** Recovery codes left at which the panel suggests new ones. */
const FEW_CODES_LEFT = 2;

/** A secret as authenticator apps show it, in groups of four. */
const groupInFours = (secret: string) => (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');

/**
 * The otpauth:// URI as a QR code, drawn as inline SVG: one path of runs of dark modules on a light square. The
 * quiet zone (4 modules, as the QR standard asks) is part of the square.
 */
function QrCode({ uri }: { uri: string }) {
  const { size, d } = useMemo(() => {
    const { data } = encode(uri, { ecc: 'M', border: 4 });
    let path = '';
    data.forEach((row, y) => {
      let x = 0;
      while (x < row.length) {
        if (!row[x]) {
          x += 1;
          continue;
        }
        const start = x;
        while (x < row.length && row[x]) x += 1;
        path += `M${start} ${y}h${x - start}v1h${start - x}z`;
      }
    });
    return { size: data.length, d: path };
  }, [uri]);
  return (
    <Qr role="img" aria-label="QR code for your authenticator app">
      <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true" focusable="false">
        <rect width={size} height={size} fill={palette.white} />
        <path d={d} fill={palette.black} />
      </svg>
    </Qr>
  );
}

type SetupProps = Pick<TwoStepPanelProps, 'onEnable' | 'enabling' | 'onCancelSetup'> & {
  secret: string;
  otpauthUri: string;
  serverError?: string;
};

function SetupStep({
  secret,
  otpauthUri,
  onEnable,
  enabling = false,
  onCancelSetup,
  serverError,
}: SetupProps) {
  const enterId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The step opens from "Turn on two-step sign-in": the code field takes the focus.
  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onEnable(trimmed);
  };

  return (
    <Steps>
      <li>
        <Text weight="semibold">Scan this QR code with an authenticator app</Text>
        <StepBody>
          <QrCode uri={otpauthUri} />
          <Text size="sm" tone="muted">
            Can&apos;t scan it? Type this key into the app instead.
          </Text>
          <KeyList>
            <dt>Setup key</dt>
            <dd>
              <Mono>{groupInFours(secret)}</Mono>
            </dd>
          </KeyList>
        </StepBody>
      </li>
      <li>
        <Text weight="semibold" id={enterId}>
          Enter the code the app shows
        </Text>
        <StepBody>
          <PanelForm noValidate onSubmit={submit} aria-labelledby={enterId}>
            <TextField
              ref={field}
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setMissing(false);
              }}
              error={missing ? 'Enter the code from your app' : serverError}
            />
            <PanelActions>
              <Button type="submit" loading={enabling}>
                Turn on
              </Button>
              <Button variant="ghost" onClick={onCancelSetup} disabled={enabling}>
                Cancel
              </Button>
            </PanelActions>
          </PanelForm>
        </StepBody>
      </li>
    </Steps>
  );
}

function CodesStep({ codes, onCodesSaved }: { codes: string[]; onCodesSaved: () => void }) {
  const titleId = useId();
  const [copied, setCopied] = useState<string>();

  // The codes replace what the member just did: their heading takes the focus, so they are read first.
  useEffect(() => {
    document.getElementById(titleId)?.focus();
  }, [titleId]);

  const copy = () => {
    const cannot = 'Copying does not work here: select the codes and copy them yourself.';
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) {
      setCopied(cannot);
      return;
    }
    clipboard.writeText(codes.join('\n')).then(
      () => setCopied('Copied'),
      () => setCopied(cannot),
    );
  };

  return (
    <Stack gap={3}>
      <Heading as="h3" size="md" id={titleId} tabIndex={-1}>
        Save your recovery codes
      </Heading>
      <Text>
        If you lose your phone, sign in with one of these codes instead of a code from the app. Each code
        works once. Keep them somewhere safe, such as a password manager: we show them only now.
      </Text>
      <Codes aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>
            <Mono>{code}</Mono>
          </li>
        ))}
      </Codes>
      <PanelActions>
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button onClick={onCodesSaved}>I have saved my codes</Button>
      </PanelActions>
      <Text role="status" size="sm" tone="muted">
        {copied}
      </Text>
    </Stack>
  );
}

type ProofKind = 'newCodes' | 'disable';

const proofCopy: Record<ProofKind, { question: string; effect: string; submit: string }> = {
  newCodes: {
    question: 'Get new recovery codes?',
    effect: 'Your old recovery codes stop working.',
    submit: 'Get new codes',
  },
  disable: {
    question: 'Turn off two-step sign-in?',
    effect: 'You will no longer be asked for a code when you sign in.',
    submit: 'Turn off',
  },
};

function ProofStep({
  kind,
  hasPassword,
  onProof,
  busy,
  fieldError,
  onCancel,
}: {
  kind: ProofKind;
  hasPassword: boolean;
  onProof: (proof: TwoStepProof) => void;
  busy: boolean;
  fieldError?: TwoStepPanelProps['fieldError'];
  onCancel: () => void;
}) {
  const questionId = useId();
  const effectId = useId();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copy = proofCopy[kind];

  // The form opens from its button: the proof's field takes the focus.
  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = value.trim();
    if ((hasPassword ? value : code) === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onProof(hasPassword ? { currentPassword: value } : { code });
  };
  const onChange = (next: string) => {
    setValue(next);
    setMissing(false);
  };

  return (
    <ProofForm noValidate onSubmit={submit} aria-labelledby={questionId} aria-describedby={effectId}>
      <Stack gap={1}>
        <Text id={questionId} weight="semibold">
          {copy.question}
        </Text>
        <Text id={effectId} size="sm" tone="muted">
          {copy.effect}
        </Text>
      </Stack>
      {hasPassword ? (
        <TextField
          ref={field}
          label="Your password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={
            missing
              ? 'Enter your password'
              : fieldError?.field === 'currentPassword'
                ? fieldError.message
                : undefined
          }
        />
      ) : (
        <TextField
          ref={field}
          label="Code from your app or a recovery code"
          name="code"
          // Recovery codes have letters: the full keyboard, without the phone's corrections.
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={missing ? 'Enter the code' : fieldError?.field === 'code' ? fieldError.message : undefined}
        />
      )}
      <PanelActions>
        <Button type="submit" variant={kind === 'disable' ? 'danger' : 'primary'} loading={busy}>
          {copy.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </PanelActions>
    </ProofForm>
  );
}

type OnProps = Pick<
  TwoStepPanelProps,
  'hasPassword' | 'onDisable' | 'disabling' | 'onNewCodes' | 'regenerating' | 'fieldError'
> & { since: string; recoveryCodesLeft: number };

function OnStep(props: OnProps) {
  const { since, recoveryCodesLeft: left, hasPassword, disabling = false, regenerating = false } = props;
  // The proof form that is open, if any; closed, `returnTo` is the button that takes the focus again.
  const [view, setView] = useState<{ open?: ProofKind; returnTo?: ProofKind }>({});
  const newCodesButton = useRef<HTMLButtonElement>(null);
  const disableButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (view.open !== undefined || view.returnTo === undefined) return;
    (view.returnTo === 'newCodes' ? newCodesButton : disableButton).current?.focus();
  }, [view]);

  return (
    <Stack gap={3}>
      <Stack gap={1}>
        <Text weight="semibold">On since {since}</Text>
        <Text>
          {left} recovery {left === 1 ? 'code' : 'codes'} left
        </Text>
      </Stack>
      {left <= FEW_CODES_LEFT && (
        <Banner
          tone="warning"
          title={left === 0 ? 'You have no recovery codes left' : 'You are running out of recovery codes'}
          headingAs="h3"
        >
          Get new recovery codes, so you can still sign in if you lose your phone.
        </Banner>
      )}
      {view.open === undefined ? (
        <PanelActions>
          <Button ref={newCodesButton} variant="secondary" onClick={() => setView({ open: 'newCodes' })}>
            Get new recovery codes
          </Button>
          <Button ref={disableButton} variant="ghost" onClick={() => setView({ open: 'disable' })}>
            Turn off two-step sign-in
          </Button>
        </PanelActions>
      ) : (
        <ProofStep
          // A fresh form for each kind: what was typed for one is not sent for the other.
          key={view.open}
          kind={view.open}
          hasPassword={hasPassword}
          onProof={view.open === 'disable' ? props.onDisable : props.onNewCodes}
          busy={view.open === 'disable' ? disabling : regenerating}
          fieldError={props.fieldError}
          onCancel={() => setView({ returnTo: view.open })}
        />
      )}
    </Stack>
  );
}

/**
 * "Two-step sign-in" in the login settings: turning it on (a QR code or key for an authenticator app, then its first
 * code), the recovery codes shown once, and once on, new recovery codes or turning it off, each with a proof (the
 * password, or a code for a member without one). The page makes the requests; the panel says how they went.
 */
export function TwoStepPanel(props: TwoStepPanelProps) {
  const { status, onRetry, state, starting = false, onStart, fieldError, error, saved } = props;
  const titleId = useId();
  const turnOnButton = useRef<HTMLButtonElement>(null);
  const step = status === 'ready' ? state?.step : undefined;

  // The step that had the focus goes away: off again (setup cancelled, turned off), the button to turn it on takes
  // it; on (codes saved), the heading. Setup and codes focus their own first part.
  const previousStep = useRef(step);
  useEffect(() => {
    const from = previousStep.current;
    previousStep.current = step;
    if (from === undefined || from === step) return;
    if (step === 'off') turnOnButton.current?.focus();
    else if (step === 'on') document.getElementById(titleId)?.focus();
  }, [step, titleId]);

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Heading as="h2" size="lg" id={titleId} tabIndex={-1}>
          Two-step sign-in
        </Heading>
        <PanelBody
          status={status === 'ready' && !state ? 'loading' : status}
          loadingLabel="Checking two-step sign-in"
          loadError="We couldn’t check two-step sign-in. Check your connection and try again."
          onRetry={onRetry}
          saved={saved}
          error={error}
          errorTitle="Two-step sign-in was not changed"
        >
          {state?.step === 'off' && (
            <>
              <Text tone="muted">
                After your password, enter a code from an authenticator app. Someone who learns your password
                still cannot sign in.
              </Text>
              <div>
                <Button ref={turnOnButton} loading={starting} onClick={onStart}>
                  Turn on two-step sign-in
                </Button>
              </div>
            </>
          )}
          {state?.step === 'setup' && (
            <SetupStep
              secret={state.secret}
              otpauthUri={state.otpauthUri}
              onEnable={props.onEnable}
              enabling={props.enabling}
              onCancelSetup={props.onCancelSetup}
              serverError={fieldError?.field === 'code' ? fieldError.message : undefined}
            />
          )}
          {state?.step === 'codes' && (
            <CodesStep codes={state.recoveryCodes} onCodesSaved={props.onCodesSaved} />
          )}
          {state?.step === 'on' && (
            <OnStep
              since={state.since}
              recoveryCodesLeft={state.recoveryCodesLeft}
              hasPassword={props.hasPassword}
              onDisable={props.onDisable}
              disabling={props.disabling}
              onNewCodes={props.onNewCodes}
              regenerating={props.regenerating}
              fieldError={fieldError}
            />
          )}
        </PanelBody>
      </Stack>
    </Card>
  );
}
