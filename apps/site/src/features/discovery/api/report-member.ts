// POST /api/user/report: a report (reason and optional text) stored for the safety team.
import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@app/contract';
import { http } from '../../../lib/client';

export const reportMember = async (report: ReportBody): Promise<number> =>
  (await http.call('reportMember', { body: report })).data.reportId;

export const useReportMember = () => useMutation({ mutationFn: reportMember });
