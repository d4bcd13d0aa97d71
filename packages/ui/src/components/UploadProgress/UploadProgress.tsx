import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import { FileName, Item, List, Message, Row } from './UploadProgress.styles';

/** One file the member chose: sending (with its percentage), refused or failed (with why), or done. */
export interface UploadItem {
  /** Stable while the file is listed. */
  key: string;
  /** The file's name as the member knows it. */
  name: string;
  status: 'uploading' | 'failed' | 'done';
  /** 0–100 while uploading. */
  progress: number;
  /** What went wrong, said to the member (failed only). */
  error?: string;
  /** The failure may pass on a second try (a dropped connection, a server error), so a retry is offered. */
  retryable?: boolean;
}

export interface UploadProgressProps {
  items: readonly UploadItem[];
  onRetry?: (key: string) => void;
  onDismiss?: (key: string) => void;
}

/**
 * The files being uploaded, one row each: a progress bar while sending, a clear message when one is refused or the
 * connection dropped (with a retry when a second try can help). The list is a polite live region so the end of each
 * upload is announced; the percentages themselves are not (the progress bars carry them).
 */
export function UploadProgress({ items, onRetry, onDismiss }: UploadProgressProps) {
  if (items.length === 0) return null;
  return (
    <List aria-label="Uploads">
      {items.map((item) => (
        <Item key={item.key} data-status={item.status}>
          <Row>
            <FileName title={item.name}>{item.name}</FileName>
            {item.status === 'failed' && (
              <>
                {item.retryable && onRetry && (
                  <Button size="sm" variant="secondary" onClick={() => onRetry(item.key)}>
                    Retry
                  </Button>
                )}
                {onDismiss && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Dismiss ${item.name}`}
                    onClick={() => onDismiss(item.key)}
                  >
                    Dismiss
                  </Button>
                )}
              </>
            )}
          </Row>
          {item.status === 'uploading' && (
            <ProgressBar label={`Uploading ${item.name}`} value={item.progress} showValue size="sm" />
          )}
          <Message role="status" data-tone={item.status === 'failed' ? 'danger' : 'muted'}>
            {item.status === 'failed' ? item.error : item.status === 'done' ? 'Uploaded' : ''}
          </Message>
        </Item>
      ))}
    </List>
  );
}
