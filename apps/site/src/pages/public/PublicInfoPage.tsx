// Public pages of SPEC point 2 that are not built yet: a clear "coming soon" with what each will hold.
import styled from 'styled-components';
import { PlaceholderScreen, theme } from '@app/ui';
import { paths } from '../../config/paths';
import { publicPages } from '../../config/public-pages';
import type { PublicSlug } from '../../config/routes';

const Frame = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[7]} ${theme.space[4]};
`;

export default function PublicInfoPage({ slug }: { slug: PublicSlug }) {
  const page = publicPages.find((candidate) => candidate.slug === slug);
  return (
    <Frame>
      <PlaceholderScreen
        title={page?.title ?? slug}
        summary={page?.summary ?? ''}
        backHref={paths.landing.href()}
        backLabel="Back to the front page"
      />
    </Frame>
  );
}
