export { Photo } from './Photo';
export type { PhotoProps, PhotoRatio } from './Photo';
