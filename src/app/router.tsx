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
import {
  detailRoute,
  homeRoute,
  listRoute,
  notFoundRoute,
  timelineRoute,
} from '@/pages/public/routes';
import { RouteErrorBoundary } from './route-error';

// Article links fetch the article page's chunk ahead of a click (prefetch-article.ts).
setArticlePagePreload(detailRoute.Page.preload);

/** The article's contents at the top of the sidebar: code of the article page, loaded with it. */
function ArticleSidebarToc() {
  return useMatch(paths.detail.path) ? <detailRoute.Page.parts.SidebarToc /> : null;
}

/** The public pages, mounted from their records (pages/public/routes.ts), the 404 page last. */
const publicPages = [homeRoute, timelineRoute, listRoute, detailRoute].flatMap((route) =>
  route.paths.map((path): RouteObject => ({ path, element: <route.Page /> })),
);
const NotFoundPage = notFoundRoute.Page;

const LoginPage = lazyPage(
  () => import(/* webpackChunkName: "console-layout" */ '@/pages/console/login-page'),
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
      ...publicPages,
      // The sign-in page is public: only the screens under /manager/... are the console's.
      { path: paths.login.path, element: <LoginPage /> },
      ...notFoundRoute.paths.map((path) => ({ path, element: <NotFoundPage /> })),
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
