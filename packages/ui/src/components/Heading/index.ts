export { Heading } from './Heading';
export type { HeadingElement, HeadingProps, HeadingSize } from './Heading';
