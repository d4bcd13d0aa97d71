// search: filters beside 16 results a page. The filters and the page live in the URL (shareable, reloadable, the
// back button steps through searches); a filter the server refuses shows beside its field.
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@app/client';
import { SearchScreen } from '@app/ui';
import type { SearchFilterField, SearchFilterValues as FormValues } from '@app/ui';
import { paths } from '../../config/paths';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { useCityLookup } from '../../features/discovery/api/lookup-cities';
import { useSearchMembers } from '../../features/discovery/api/search-members';
import { useCursorPaging } from '../../features/discovery/cursor-paging';
import {
  defaultSearchFilters,
  filtersFromParams,
  paramsFromFilters,
  searchQueryFor,
} from '../../features/discovery/search-params';
import { useCurrentProfile } from '../../features/session/api/get-profile';

const formFields: readonly SearchFilterField[] = ['ageMin', 'ageMax', 'city', 'distanceKm'];
const isFormField = (field: string | undefined): field is SearchFilterField =>
  formFields.includes(field as SearchFilterField);

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const filterKey = paramsFromFilters(filters).toString();
  const paging = useCursorPaging();
  const search = useSearchMembers(searchQueryFor(filters, paging.cursor));
  const [cityQuery, setCityQuery] = useState('');
  const cities = useCityLookup(useDeferredValue(cityQuery));
  const memberCity = useCurrentProfile().data?.data.city;
  const { toggleLike } = useLikeMember();

  const error = search.error;
  const fieldError = error instanceof ApiError && isFormField(error.field) ? error : undefined;
  const page = fieldError ? undefined : search.data;

  const submit = (values: FormValues) => setParams(paramsFromFilters({ ...defaultSearchFilters, ...values }));

  return (
    <SearchScreen
      // A new search (or the back button) starts the form from the URL again.
      key={filterKey}
      filters={{
        defaultValues: filters,
        onSubmit: submit,
        citySuggestions: cities.data ?? [],
        onCityQuery: setCityQuery,
        memberCity: memberCity || undefined,
        errors: fieldError ? { [fieldError.field as SearchFilterField]: fieldError.message } : undefined,
        submitting: search.isFetching,
      }}
      results={{
        status: page ? 'ready' : search.isError ? 'error' : 'loading',
        results: page?.items ?? [],
        total: page?.total,
        page: paging.page,
        hasPrev: paging.hasPrev,
        hasNext: Boolean(page?.nextCursor),
        onPageChange: (target) => paging.goTo(target, page?.nextCursor),
        onLike: (member, liked) => toggleLike(member, liked),
        onRetry: () => search.refetch(),
        profileHref: (memberId) => paths.profileView.href(memberId),
        emptyAction: { label: 'Search everyone', href: paths.search.href() },
      }}
    />
  );
}
