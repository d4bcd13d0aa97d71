export const QA_AXE_OPTIONS_KEY: string;
export const QA_AXE_OPTIONS: { resultTypes: string[] };
