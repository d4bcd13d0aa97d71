export { DataExportPanel } from './DataExportPanel';
export type { DataExportPanelProps, DataExportView } from './DataExportPanel';
