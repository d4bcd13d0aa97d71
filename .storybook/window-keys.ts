// Window properties the preview (msw.ts) sets for the QA run's Node side (test-runner.ts, tests/visual/screenshots.ts).

/** The unmocked /api requests of the current story ("GET /api/..."). */
export const UNMOCKED_API_REQUESTS = '__unmockedApiRequests';

/** `performance.now()` of the last /api request or response, so screenshots wait until data has arrived. */
export const LAST_API_ACTIVITY = '__lastApiActivity';
