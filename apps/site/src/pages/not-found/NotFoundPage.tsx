import { useLocation } from 'react-router';
import { NotFoundScreen } from '@app/ui';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundScreen homeHref={paths.landing.href()} homeLabel="Go to the front page" path={pathname} />;
}
