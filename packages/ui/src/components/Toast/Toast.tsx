import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Actions, Body, Description, Icon as IconSlot, Root, Title } from './Toast.styles';

export type ToastTone = 'info' | 'success' | 'danger';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastProps {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  action?: ToastAction;
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

const toneIcon: Record<ToastTone, IconName> = { info: 'info', success: 'checkCircle', danger: 'alert' };

/**
 * One notification card. Presentational: `ToastProvider` places it in a live region and times it out; on its own
 * it announces nothing.
 */
export function Toast({
  title,
  description,
  tone = 'info',
  action,
  onDismiss,
  dismissLabel = 'Dismiss notification',
}: ToastProps) {
  return (
    <Root data-tone={tone}>
      <IconSlot>
        <Icon name={toneIcon[tone]} size="20px" />
      </IconSlot>
      <Body>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Body>
      <Actions>
        {action && (
          <Button size="sm" variant="ghost" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
        {onDismiss && (
          <IconButton icon="close" aria-label={dismissLabel} size="sm" variant="ghost" onClick={onDismiss} />
        )}
      </Actions>
    </Root>
  );
}
