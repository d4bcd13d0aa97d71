export { ReportUserScreen, REPORT_TEXT_MAX_LENGTH } from './ReportUserScreen';
export type {
  ReportField,
  ReportUserScreenLinks,
  ReportUserScreenProps,
  ReportValues,
} from './ReportUserScreen';
