/**
 * The wide screens' table of contents, at the top of the sidebar (sticky). It is part of the
 * sidebar's own markup, so a prerendered article shows it in place and nothing moves when the page
 * is taken over. It comes with the article page's chunk (the layout shows it as a part of that
 * chunk), and the phone's drawer (a native modal dialog with its slide: toc-drawer.tsx) in a chunk
 * of its own, loaded when first opened (article-toc.tsx).
 */
import { useId } from 'react';
import { useMatch } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMarkdownHeadings } from '@/components/markdown/markdown-headings';
import { idFromParam, paths } from '@/config/paths';
import { useArticleOnScreen } from '../articles-api';
import { shownOnly } from '@/api/shown-result';
import type { Article } from '@/api/types';
import { TableOfContents } from './table-of-contents';
import { tocEntries } from './toc-entries';
import { useActiveHeading } from './use-active-heading';
import styles from './sidebar-toc.module.css';

/**
 * Rendered by the sidebar from the article on screen, hidden by CSS below the md breakpoint, so
 * the server can render it too.
 */
export function SidebarToc() {
  const param = useMatch(paths.detail.path)?.params.id;
  const id = param === undefined ? undefined : idFromParam(param);
  const { currentData: article } = useArticleOnScreen(id ?? skipToken, shownOnly<Article>());
  const headings = useMarkdownHeadings(article?.content, article?.id);
  const entries = tocEntries(headings ?? []);
  const activeId = useActiveHeading(entries.map((heading) => heading.id));
  const headingId = useId();
  if (!article || entries.length < 2) return null;
  return (
    <div data-toc-scroll="" className={styles.toc}>
      <TableOfContents headings={entries} activeId={activeId} headingId={headingId} />
    </div>
  );
}
