export { SpinWheel, defaultAnnouncement } from './SpinWheel';
export type { SpinWheelProps, SpinWheelState } from './SpinWheel';
export { landingRotation, segmentCenter } from './spinGeometry';
