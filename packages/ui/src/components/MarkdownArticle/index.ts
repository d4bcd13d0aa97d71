export { MarkdownArticle, markdownHeadings } from './MarkdownArticle';
export type { MarkdownArticleProps, MarkdownHeading } from './MarkdownArticle';
