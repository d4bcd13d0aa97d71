import { useEffect, useId, useRef } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { PanelLoadError, PanelLoading } from '../../internal/PanelBody';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Actions, Anchor, DownloadLink } from './DataExportPanel.styles';

/**
 * The member's latest copy of their data, as the page shows it (dates and size already formatted):
 * - `loading` / `error`: the status is being read, or could not be (a retry);
 * - `none`: never asked; `preparing`: asked, a mail follows; `ready`: downloadable until `availableUntil`;
 * - `expired`: its file was deleted (`expiredOn`); `failed`: it could not be prepared.
 * `nextRequest` (when set) is the date from which another copy may be asked; without it, now.
 */
export type DataExportView =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'none'; nextRequest?: string }
  | { state: 'preparing' }
  | { state: 'ready'; size: string; availableUntil: string; nextRequest?: string }
  | { state: 'expired'; expiredOn: string; nextRequest?: string }
  | { state: 'failed'; nextRequest?: string };

export interface DataExportPanelProps {
  status: DataExportView;
  /** Where the zip is downloaded (a plain link: the browser saves the attachment). */
  downloadHref: string;
  onRequest: () => void;
  /** The request is on its way. */
  requesting?: boolean;
  /** The request was refused (the server's message) or did not reach the server. */
  requestError?: string;
  /** Reads the status again after it could not be read. */
  onRetry?: () => void;
  /** Opened from the mail's link: the section's heading takes the focus (and scrolls into view) once it shows. */
  focused?: boolean;
}

const WHAT_IT_HOLDS =
  'A zip of everything we keep about you: your profile, messages, likes, payments, sessions and photos, as JSON files and pictures.';

/** The sentence that says where the member's copy stands (announced when it changes, after asking). */
function statusSentence(status: DataExportView): string | undefined {
  switch (status.state) {
    case 'preparing':
      return "We're preparing your file; we'll email you when it's ready.";
    case 'expired':
      return `Your last copy expired on ${status.expiredOn} and was deleted. Ask for a new one.`;
    case 'failed':
      return 'We could not prepare your last copy. Ask again.';
    default:
      return undefined;
  }
}

const requestLabel = (status: DataExportView) =>
  status.state === 'none' || status.state === 'preparing'
    ? 'Download my data'
    : status.state === 'failed'
      ? 'Ask again'
      : 'Ask for a new copy';

/**
 * "Your data" in the account settings: asks for a copy of everything stored about the member (GDPR access and
 * portability), says while it is prepared, and offers the download until it expires.
 */
export function DataExportPanel(props: DataExportPanelProps) {
  const {
    status,
    downloadHref,
    onRequest,
    requesting = false,
    requestError,
    onRetry,
    focused = false,
  } = props;
  const titleId = useId();
  const untilId = useId();
  const section = useRef<HTMLDivElement>(null);
  const loaded = status.state !== 'loading';

  useEffect(() => {
    if (!focused || !loaded) return;
    const heading = section.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    // A page still hidden as it mounts (display: none while it is prepared) cannot take the focus: try again on the
    // next frames, a few times.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      heading.focus({ preventScroll: true });
      if (heading.ownerDocument.activeElement !== heading && tries++ < 30)
        frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [focused, loaded]);

  const sentence = statusSentence(status);
  const nextRequest = 'nextRequest' in status ? status.nextRequest : undefined;
  const canAsk = status.state !== 'loading' && status.state !== 'error' && status.state !== 'preparing';

  return (
    <Anchor ref={section} id="your-data">
      <Card as="section" padding="lg" aria-labelledby={titleId}>
        <Stack gap={3}>
          <Heading as="h2" size="lg" id={titleId} tabIndex={-1}>
            Your data
          </Heading>
          <Text tone="muted">{WHAT_IT_HOLDS}</Text>
          {status.state === 'loading' ? (
            <PanelLoading label="Checking your copy" />
          ) : status.state === 'error' ? (
            <PanelLoadError
              sentence="We couldn't check your copy. Check your connection and try again."
              onRetry={onRetry}
            />
          ) : (
            <>
              <div aria-live="polite">
                {sentence && (
                  <Text weight="semibold" tone={status.state === 'failed' ? 'danger' : 'default'}>
                    {sentence}
                  </Text>
                )}
                {requestError && (
                  <Banner tone="danger" title="Your copy was not started" headingAs="h3">
                    {requestError}
                  </Banner>
                )}
              </div>
              {status.state === 'ready' && (
                <Actions>
                  <DownloadLink href={downloadHref} download aria-describedby={untilId}>
                    Download ({status.size})
                  </DownloadLink>
                  <Text id={untilId}>Available until {status.availableUntil}</Text>
                </Actions>
              )}
              {(canAsk || status.state === 'preparing') &&
                (nextRequest ? (
                  <Text tone="muted">You can ask for a new copy from {nextRequest}.</Text>
                ) : (
                  <div>
                    <Button
                      variant={status.state === 'ready' ? 'secondary' : 'primary'}
                      size={status.state === 'ready' ? 'sm' : 'md'}
                      loading={requesting}
                      disabled={status.state === 'preparing'}
                      onClick={onRequest}
                    >
                      {requestLabel(status)}
                    </Button>
                  </div>
                ))}
            </>
          )}
        </Stack>
      </Card>
    </Anchor>
  );
}
