// The offline stand-in for Facebook's login popup: the server's sandbox adapter accepts the token
// `sandbox-<email>`, so the member picks which Facebook account (email) to continue as.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';

export interface FacebookSandboxDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: (email: string) => void;
  defaultEmail?: string;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim());

export function FacebookSandboxDialog({
  open,
  onOpenChange,
  onContinue,
  defaultEmail = '',
}: FacebookSandboxDialogProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setError('Enter the email of the Facebook account, like alex@example.com.');
      return;
    }
    onContinue(email.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Continue with Facebook"
      description="Sandbox mode: no data leaves this computer. Choose the Facebook account to log in with."
      size="sm"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap={4}>
          <TextField
            label="Facebook account email"
            type="email"
            name="facebookEmail"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
