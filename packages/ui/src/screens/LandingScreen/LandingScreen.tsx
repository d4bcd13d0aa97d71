import { Cluster } from '../../components/Cluster';
import { Grid } from '../../components/Grid';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Brand } from '../internal/Brand';
import { ButtonLink } from '../internal/ButtonLink';
import type { PublicLink } from '../internal/PublicFooter';
import { Feature, FeatureIcon, Footer, Header, Hero, Main, Page } from './LandingScreen.styles';

/** A public page listed in the footer. */
export type FooterLink = PublicLink;

export interface LandingScreenProps {
  /** The landing page itself (the brand link). */
  homeHref: string;
  loginHref: string;
  /** The sign-up form: the hero's first way in. */
  signupHref: string;
  /** Where the daily spin's promise leads: the spin page, through login for a visitor. */
  spinHref: string;
  /** Public pages listed in the footer (agreement, privacy, safety tips, ...). */
  footerLinks: readonly FooterLink[];
}

const features: readonly { icon: IconName; title: string; text: string; spinLink?: string }[] = [
  {
    icon: 'heart',
    title: 'Likes and matches',
    text: 'Like the profiles you enjoy. When they like you back, it is a match.',
  },
  {
    icon: 'user',
    title: 'Who is interested',
    text: 'See who viewed your profile and who liked you, and decide in one tap.',
  },
  {
    icon: 'message',
    title: 'Messages',
    text: 'Write to your matches and keep every conversation in one inbox.',
  },
  {
    icon: 'star',
    title: 'A daily spin',
    text: 'Spin for new matches every day; your spins reset at midnight.',
    spinLink: 'Log in and spin',
  },
];

/** The public front page: what the product offers and the way in. No images, so it paints at once. */
export function LandingScreen({ homeHref, loginHref, signupHref, spinHref, footerLinks }: LandingScreenProps) {
  return (
    <Page>
      <Header>
        <Brand href={homeHref} />
        <ButtonLink href={loginHref} variant="secondary">
          Log in
        </ButtonLink>
      </Header>
      <Main>
        <Hero aria-labelledby="landing-title">
          <Heading as="h1" size="display" id="landing-title">
            Meet people who like you back
          </Heading>
          <Text size="lg" tone="muted">
            Likes, mutual matches and messages with members near you. See who noticed you, and spin for new
            matches every day.
          </Text>
          <Cluster gap={3}>
            <ButtonLink href={signupHref} size="lg">
              Join for free
            </ButtonLink>
          </Cluster>
        </Hero>
        <Stack as="section" gap={5} aria-labelledby="landing-features">
          <Heading as="h2" size="xl" id="landing-features">
            What you can do
          </Heading>
          <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap={4}>
            {features.map((feature) => (
              <Feature key={feature.title}>
                <FeatureIcon aria-hidden="true">
                  <Icon name={feature.icon} />
                </FeatureIcon>
                <Heading as="h3" size="md">
                  {feature.title}
                </Heading>
                <Text tone="muted">{feature.text}</Text>
                {feature.spinLink && (
                  <Link href={spinHref} standalone>
                    {feature.spinLink}
                  </Link>
                )}
              </Feature>
            ))}
          </Grid>
        </Stack>
      </Main>
      <Footer links={footerLinks} />
    </Page>
  );
}
