// report-user?memberId=…: a reason and optional text, stored for the safety team. What the member typed stays when
// sending fails; a field the server refuses shows beside it.
import { useSearchParams } from 'react-router';
import { errorCodes } from '@app/contract';
import { ApiError, memberErrorMessage } from '@app/client';
import type { ReportField } from '@app/ui';
import { ReportUserScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useProfileView } from '../../features/discovery/api/get-profile-view';
import { useReportMember } from '../../features/discovery/api/report-member';
import { memberIdFrom } from '../../features/discovery/member-id';

const isReportField = (field: string | undefined): field is ReportField =>
  field === 'reason' || field === 'text';

export default function ReportUserPage() {
  const [params] = useSearchParams();
  const memberId = memberIdFrom(params.get('memberId'));
  const profile = useProfileView(memberId ?? undefined);
  const report = useReportMember();
  const member = profile.data;

  const notFound = (error: unknown) => error instanceof ApiError && error.code === errorCodes.notFound;
  const missing =
    memberId === null ||
    notFound(report.error) ||
    (profile.error instanceof ApiError && profile.error.code !== errorCodes.internal);
  const status = missing
    ? 'not-found'
    : report.isSuccess
      ? 'sent'
      : member
        ? 'ready'
        : profile.isError
          ? 'error'
          : 'loading';
  const fieldError =
    report.error instanceof ApiError && isReportField(report.error.field) ? report.error : null;

  return (
    <ReportUserScreen
      status={status}
      member={member}
      onSubmit={(values) => memberId !== null && report.mutate({ memberId, ...values })}
      submitting={report.isPending}
      submitError={report.error && !fieldError ? memberErrorMessage(report.error) : undefined}
      errors={fieldError ? { [fieldError.field as ReportField]: fieldError.message } : undefined}
      onRetry={() => profile.refetch()}
      links={{
        cancel: memberId === null ? paths.search.href() : paths.profileView.href(memberId),
        block: paths.blockUser.href(memberId ?? undefined),
      }}
    />
  );
}
