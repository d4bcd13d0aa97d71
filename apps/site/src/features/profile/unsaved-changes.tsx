// Leaving a form with unsaved changes asks first. The router here is a <BrowserRouter> (not a data router), so
// react-router's useBlocker is not available: links inside the app are caught in the capture phase (before the
// router's Link sees the click) and the member is asked in a dialog; closing or reloading the tab gets the
// browser's own "leave site?" prompt (beforeunload).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Dialog } from '@app/ui';

/** The in-app destination of a click on a link, or null when the click is not one the app should hold. */
export function heldDestination(
  event: MouseEvent,
  here: { pathname: string; search: string },
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** While `dirty`, asks before the member leaves; returns the dialog to render. */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const { pathname, search } = location;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const destination = heldDestination(event, { pathname, search });
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(destination);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, pathname, search]);

  if (pending === null) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      title="Leave without saving?"
      description="Your changes to this page have not been saved."
      onOpenChange={(open) => open || setPending(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>
            Keep editing
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setPending(null);
              void navigate(pending);
            }}
          >
            Leave
          </Button>
        </>
      }
    />
  );
}
