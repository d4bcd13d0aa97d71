// Two-step sign-in when it is on: since when, the recovery codes left, and the two changes that ask for the password
// or a code first (new recovery codes, turning it off).
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { PanelActions } from '../../internal/PanelBody';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { ProofForm } from './TwoStepPanel.styles';
import type { TwoStepPanelProps, TwoStepProof } from './TwoStepPanel.types';

/** Recovery codes left at which the panel suggests new ones. */
const FEW_CODES_LEFT = 2;

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

export function OnStep(props: OnProps) {
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
