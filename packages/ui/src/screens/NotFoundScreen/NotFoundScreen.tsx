import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { theme as t } from '../../theme';
import { Brand } from '../internal/Brand';
import { ButtonLink } from '../internal/ButtonLink';

export interface NotFoundScreenProps {
  /** Where the brand link and the main action lead (home for members, landing for visitors). */
  homeHref: string;
  homeLabel?: string;
  /** The address that was not found, shown so the member can spot a typo. */
  path?: string;
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${t.space[6]} ${t.space[4]};
  background-color: ${t.color.canvas.subtle};
`;

const Code = styled.p`
  font-size: ${t.font.size.display};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
  color: ${t.color.accent.fg};
`;

const Path = styled.code`
  word-break: break-all;
  font-size: 0.95em;
`;

/** An address that leads nowhere: say so plainly and offer the way back. */
export function NotFoundScreen({ homeHref, homeLabel = 'Go to the home page', path }: NotFoundScreenProps) {
  return (
    <Page>
      <Stack gap={5} align="center" style={{ maxWidth: '32rem', textAlign: 'center' }}>
        <Brand href={homeHref} />
        <Code aria-hidden="true">404</Code>
        <Heading as="h1" size="xxl">
          We couldn’t find that page
        </Heading>
        <Text tone="muted">
          {path ? (
            <>
              There is nothing at <Path>{path}</Path>. The link may be old, or the address may have a typo.
            </>
          ) : (
            'The link may be old, or the address may have a typo.'
          )}
        </Text>
        <ButtonLink href={homeHref}>{homeLabel}</ButtonLink>
      </Stack>
    </Page>
  );
}
