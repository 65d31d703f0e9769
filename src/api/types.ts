/** Domain types the app works with. Ids are opaque strings; dates are ISO 8601 strings. */

export type Id = string;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NamedRef {
  id: Id;
  name: string;
}

export interface ArticleSummary {
  id: Id;
  title: string;
  summary: string;
  cover: string | null;
  category: NamedRef | null;
  labels: NamedRef[];
  views: number;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Optional extension: words in the content, for the reading time in lists; null when absent. */
  wordCount: number | null;
}

export interface ArticleLink {
  id: Id;
  title: string;
}

export interface Article extends ArticleSummary {
  content: string;
  prev: ArticleLink | null;
  next: ArticleLink | null;
}

export interface RankedArticle {
  id: Id;
  title: string;
  views: number;
}

export interface TimelineEntry {
  id: Id;
  title: string;
  createdAt: string;
}

export interface Taxonomy {
  id: Id;
  name: string;
  articleCount: number;
  disabled: boolean;
  createdAt: string;
}
export type Category = Taxonomy;
export type Label = Taxonomy;

export interface TaxonomySummary {
  id: Id;
  name: string;
  articleCount: number;
}

export interface FileItem {
  id: Id;
  name: string;
  url: string;
  size: number;
  mimeType: string;
  createdAt: string;
}

export interface Profile {
  username: string;
  nickname: string | null;
  avatar: string | null;
}

export interface Analysis {
  pv: number;
  uv: number;
  articleCount: number;
  categoryCount: number;
  labelCount: number;
  daily: { date: string; pv: number; uv: number }[];
  topArticles: RankedArticle[];
}

export interface LoginResult {
  token: string;
  username: string;
}

export interface DisabledState {
  id: Id;
  disabled: boolean;
}

export interface ArticleInput {
  title: string;
  content: string;
  summary: string;
  cover?: string;
  categoryId: Id;
  labelIds: Id[];
  disabled?: boolean;
}

export interface ArticleListArgs {
  page: number;
  pageSize: number;
  keyword?: string;
  categoryId?: string;
  labelId?: string;
}

export interface ConsoleArticleListArgs extends ArticleListArgs {
  disabled?: boolean;
}

export interface TaxonomyListArgs {
  page: number;
  pageSize: number;
  keyword?: string;
}
