export { PublicArticleScreen } from './PublicArticleScreen';
export type { PublicArticleScreenProps } from './PublicArticleScreen';
