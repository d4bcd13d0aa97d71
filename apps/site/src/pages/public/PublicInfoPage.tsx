// Public pages of SPEC point 2 that are not built yet: a clear "coming soon" with what each will hold.
import styled from 'styled-components';
import { PlaceholderScreen, theme } from '@app/ui';
import { paths } from '../../config/paths';

const Frame = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[7]} ${theme.space[4]};
`;

export default function PublicInfoPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Frame>
      <PlaceholderScreen
        title={title}
        summary={summary}
        backHref={paths.landing.href()}
        backLabel="Back to the front page"
      />
    </Frame>
  );
}
