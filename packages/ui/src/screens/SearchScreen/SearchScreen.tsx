import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { SearchFilters } from '../../components/SearchFilters';
import type { SearchFiltersProps } from '../../components/SearchFilters';
import { SearchResults } from '../../components/SearchResults';
import type { SearchResultsProps } from '../../components/SearchResults';
import { Stack } from '../../components/Stack';
import { media, theme as t } from '../../theme';

const Layout = styled.div`
  display: grid;
  gap: ${t.space[6]};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: minmax(240px, 300px) minmax(0, 1fr);
  }
`;

export interface SearchScreenProps {
  filters: SearchFiltersProps;
  results: Omit<SearchResultsProps, 'headingAs'>;
}

/** Search: the filters beside (on phones, above) the results, 16 a page. */
export function SearchScreen({ filters, results }: SearchScreenProps) {
  return (
    <Stack gap={5}>
      <Heading as="h1">Search</Heading>
      <Layout>
        <SearchFilters {...filters} />
        <SearchResults {...results} headingAs="h2" />
      </Layout>
    </Stack>
  );
}
