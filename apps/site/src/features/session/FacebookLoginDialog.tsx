// Facebook login, offline: the sandbox dialog stands in for Facebook's popup and yields a sandbox token. A real
// deployment would obtain the access token from Facebook's SDK here; the rest of the flow stays the same.
import { FacebookSandboxDialog } from '@app/ui';
import { sandboxFacebookToken } from './api/facebook-login';

/** Closes itself with `onClose` either way: dismissed, or before handing the token to `onToken`. */
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
      onContinue={(email) => {
        onClose();
        onToken(sandboxFacebookToken(email));
      }}
    />
  );
}
