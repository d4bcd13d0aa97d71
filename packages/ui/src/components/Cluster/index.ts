export { Cluster } from './Cluster';
export type { ClusterProps } from './Cluster';
