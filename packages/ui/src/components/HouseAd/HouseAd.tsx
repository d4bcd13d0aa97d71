import { Icon } from '../../internal/icons';
import { Body, Copy, Cta, Headline, Label, Mark, Root } from './HouseAd.styles';

export interface HouseAdProps {
  /** Where the ad leads: the plans page. */
  href: string;
  /** `card` for a column or a grid slot; `banner` for a full-width row (a row from tablet up). */
  layout?: 'card' | 'banner';
  headline?: string;
  body?: string;
  ctaLabel?: string;
}

/**
 * Our own ad for the paid plan, in the slots where SPEC point 6 shows ads. Clearly labelled "Advertisement" (also
 * the landmark's name); no third-party ad network, no tracking, nothing loaded from elsewhere.
 */
export function HouseAd({
  href,
  layout = 'card',
  headline = 'See who likes you',
  body = 'Premium members see every like and profile view, and message without limits.',
  ctaLabel = 'See plans',
}: HouseAdProps) {
  return (
    <Root aria-label="Advertisement" data-layout={layout}>
      <Label>Advertisement</Label>
      <Mark aria-hidden="true">
        <Icon name="star" size="24px" filled />
      </Mark>
      <Copy>
        <Headline>{headline}</Headline>
        <Body>{body}</Body>
      </Copy>
      <Cta href={href} standalone>
        {ctaLabel}
      </Cta>
    </Root>
  );
}
