import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Button } from '../Button';
import type { HeadingElement } from '../Heading';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Action, Body, Content, Dismiss, IconSlot, Root, Text, Title } from './Banner.styles';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

export type BannerAction =
  { label: string; onClick: () => void; href?: never } | { label: string; href: string; onClick?: never };

export interface BannerProps {
  title: string;
  /** Body text: what it means for the member and what to do. */
  children?: ReactNode;
  tone?: BannerTone;
  action?: BannerAction;
  /** Shows a dismiss button (aria-label "Dismiss"). */
  onDismiss?: () => void;
  /** Level of the title; looks the same at any level. */
  headingAs?: HeadingElement;
}

const toneIcon: Record<BannerTone, IconName> = {
  info: 'info',
  success: 'checkCircle',
  warning: 'alert',
  danger: 'alert',
};

/**
 * A page-level notice (e.g. "Confirm your email"), a landmark named by its title. It is not a live region: show a
 * Toast for news that happens while the member is on the page.
 */
export function Banner({ title, children, tone = 'info', action, onDismiss, headingAs = 'h2' }: BannerProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} data-tone={tone}>
      <IconSlot>
        <Icon name={toneIcon[tone]} size="20px" />
      </IconSlot>
      <Content>
        <Text>
          <Title as={headingAs} id={titleId}>
            {title}
          </Title>
          {children && <Body>{children}</Body>}
        </Text>
        {action && (
          <Action>
            {action.href !== undefined ? (
              <Link href={action.href}>{action.label}</Link>
            ) : (
              <Button size="sm" variant="secondary" onClick={action.onClick}>
                {action.label}
              </Button>
            )}
          </Action>
        )}
      </Content>
      {onDismiss && (
        <Dismiss>
          <IconButton icon="close" aria-label="Dismiss" variant="ghost" size="sm" onClick={onDismiss} />
        </Dismiss>
      )}
    </Root>
  );
}
