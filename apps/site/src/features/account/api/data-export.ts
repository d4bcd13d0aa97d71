// Download my data: GET/POST /api/user/settings/data-export (the latest copy's status; asking for a new one). The
// download itself is a plain link to the contract's DATA_EXPORT_DOWNLOAD_PATH (the browser saves the attachment),
// never a fetch. The live channel says nothing of exports: while one is prepared, the status is read again every
// PREPARING_REFETCH_MS and when the window regains the focus (the member back from their mail), until it changes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportStatus } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

/** How often a status that says `preparing` is read again (a small export is ready within seconds). */
export const PREPARING_REFETCH_MS = 12_000;

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.dataExport(),
    queryFn: async (): Promise<DataExportStatus> => (await http.call('getDataExport')).data,
    // It changes elsewhere (the job, another tab): read on every visit and on the window's focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? PREPARING_REFETCH_MS : false),
  });

export const useDataExport = () => useQuery(dataExportQueryOptions());

/** Asks for a new copy: the answer (preparing) becomes the status; a refusal (409, 429) reads the status again. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await http.call('requestDataExport', { body: {} })).data,
    onSuccess: (status) => queryClient.setQueryData(queryKeys.account.dataExport(), status),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.dataExport() }),
  });
}
