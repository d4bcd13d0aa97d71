// What Storybook and the site's and client's tests answer API calls with: recordings of the real server
// (scripts/record), replayed through MSW, and a few generic answers the server never gives on purpose. Never imported
// by the site or the server.
export { failing, loadingForever, offline, recorded } from './recorded.ts';
export { imageHandlers } from './images.ts';
export { resetReplays } from './replay.ts';
export { liveChannelDown, servesLiveChannel } from './live-replay.ts';
export { recordedAnswer, recordedRequest } from './answers.ts';
export type { ScenarioName } from './scenario-names.ts';
export { RECORDING_NOW } from './recording.ts';
export { photoFile } from './sample-files.ts';
export { FakeEventSource } from './event-source.ts';
