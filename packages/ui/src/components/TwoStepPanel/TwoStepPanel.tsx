import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { encode } from 'uqr';
import { palette } from '../../theme';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { PanelActions, PanelBody, PanelForm } from '../../internal/PanelBody';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Codes, KeyList, Mono, Qr, StepBody, Steps } from './TwoStepPanel.styles';

import type { TwoStepPanelProps } from './TwoStepPanel.types';
import { OnStep } from './TwoStepOn';

export type { TwoStepPanelProps, TwoStepPanelState, TwoStepProof } from './TwoStepPanel.types';

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
