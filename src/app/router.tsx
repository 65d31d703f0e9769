/**
 * The route table. Every page is its own lazy chunk (named for what it holds); the console layout
 * is one too, so no console code reaches the public pages' chunks.
 */
import { useLocation, useMatch, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/components/page-loader/lazy-page';
import { PublicLayout } from '@/components/layout/public-layout';
import { paths } from '@/config/paths';
import { setArticlePagePreload } from '@/features/reading/prefetch/prefetch-article';
import { SearchBox } from '@/features/search/search-box';
import { SiteSidebar } from '@/features/sidebar/site-sidebar';
import { RouteErrorBoundary } from './route-error';

const HomePage = lazyPage(
  () => import(/* webpackChunkName: "page-home" */ '@/pages/public/home-page'),
  'HomePage',
);
const TimelinePage = lazyPage(
  () => import(/* webpackChunkName: "page-timeline" */ '@/pages/public/timeline-page'),
  'TimelinePage',
);
const ListPage = lazyPage(
  () => import(/* webpackChunkName: "page-list" */ '@/pages/public/list-page'),
  'ListPage',
);
const DetailPage = lazyPage(
  () => import(/* webpackChunkName: "page-detail" */ '@/pages/public/detail-page'),
  'DetailPage',
  ['SidebarToc'],
);

// Article links fetch the article page's chunk ahead of a click (prefetch-article.ts).
setArticlePagePreload(DetailPage.preload);

/** The article's contents at the top of the sidebar: code of the article page, loaded with it. */
function ArticleSidebarToc() {
  return useMatch(paths.detail.path) ? <DetailPage.parts.SidebarToc /> : null;
}
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "page-not-found" */ '@/pages/public/not-found-page'),
  'NotFoundPage',
);

const LoginPage = lazyPage(
  () => import(/* webpackChunkName: "console-login" */ '@/pages/console/login-page'),
  'LoginPage',
);
const ConsoleLayout = lazyPage(
  () => import(/* webpackChunkName: "console-layout" */ '@/pages/console/console-layout'),
  'ConsoleLayout',
);
const ConsoleHomePage = lazyPage(
  () => import(/* webpackChunkName: "console-home" */ '@/pages/console/console-home-page'),
  'ConsoleHomePage',
);
const ArticleListPage = lazyPage(
  () => import(/* webpackChunkName: "console-articles" */ '@/pages/console/article-list-page'),
  'ArticleListPage',
);
const ArticleEditorPage = lazyPage(
  () =>
    import(/* webpackChunkName: "console-article-editor" */ '@/pages/console/article-editor-page'),
  'ArticleEditorPage',
);
const CategoryPage = lazyPage(
  () => import(/* webpackChunkName: "console-taxonomies" */ '@/pages/console/category-page'),
  'CategoryPage',
);
const LabelPage = lazyPage(
  () => import(/* webpackChunkName: "console-taxonomies" */ '@/pages/console/label-page'),
  'LabelPage',
);
const FilePage = lazyPage(
  () => import(/* webpackChunkName: "console-files" */ '@/pages/console/file-page'),
  'FilePage',
);

export const routes: RouteObject[] = [
  {
    element: (
      <PublicLayout
        sidebar={<SiteSidebar contents={<ArticleSidebarToc />} />}
        search={<SearchBox />}
      />
    ),
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.index.path, element: <HomePage /> },
      { path: paths.timeline.path, element: <TimelinePage /> },
      { path: paths.list.path, element: <ListPage /> },
      { path: paths.detail.path, element: <DetailPage /> },
      // The sign-in page is public: only the screens under /manager/... are the console's.
      { path: paths.login.path, element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <ConsoleLayout />,
    children: [
      { path: paths.console.home.path, element: <ConsoleHomePage /> },
      { path: paths.console.article.path, element: <ArticleListPage /> },
      { path: paths.console.articleNew.path, element: <ArticleEditorPage /> },
      { path: paths.console.articleEdit.path, element: <ArticleEditorPage /> },
      { path: paths.console.category.path, element: <CategoryPage /> },
      { path: paths.console.label.path, element: <LabelPage /> },
      { path: paths.console.file.path, element: <FilePage /> },
    ],
  },
];

/** The page for the router's location, under the last-resort error screen. */
export function AppRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary location={location}>{useRoutes(routes)}</RouteErrorBoundary>;
}
