// Facebook login, offline: the sandbox dialog stands in for Facebook's popup and yields a sandbox token. A real
// deployment would obtain the access token from Facebook's SDK here; the rest of the flow stays the same.
import { FacebookSandboxDialog } from '@app/ui';
import { sandboxFacebookToken } from './api/facebook-login';

export default function FacebookLoginDialog({
  onClose,
  onToken,
}: {
  onClose: () => void;
  onToken: (token: string) => void;
}) {
  return (
    <FacebookSandboxDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onContinue={(email) => onToken(sandboxFacebookToken(email))}
    />
  );
}
