export { RichTextArticle } from './rich-text-article';
export type { RichTextArticleProps } from './rich-text-article';
