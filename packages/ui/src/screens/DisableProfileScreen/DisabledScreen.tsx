import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Brand } from '../internal/Brand';
import { ButtonLink } from '../internal/ButtonLink';
import { Page, Panel } from '../LoginScreen/LoginScreen.styles';

export interface DisabledScreenProps {
  homeHref: string;
  loginHref: string;
}

/** profile/disabled: the member was just signed out, so it stands on its own (no member shell). */
export function DisabledScreen({ homeHref, loginHref }: DisabledScreenProps) {
  return (
    <Page>
      <Brand href={homeHref} />
      <Panel aria-labelledby="disabled-title">
        <Stack gap={3}>
          <Heading as="h1" size="xl" id="disabled-title">
            Your profile is disabled
          </Heading>
          <Text>
            You are logged out, and no one can find your profile or write to you. Everything is kept: your
            likes, messages and photos are waiting for you.
          </Text>
          <Text>Log in any time to reactivate it, just as it was.</Text>
        </Stack>
        <div>
          <ButtonLink href={loginHref}>Log in to reactivate</ButtonLink>
        </div>
      </Panel>
    </Page>
  );
}
