/**
 * Home's styles, and those of the parts the public pages' lists share, in the entry's stylesheet
 * (webpack.config.ts puts this file last in `main`, so these rules still come after the frame's,
 * in the order page-home's and the shared chunk's CSS had). A prerendered home then waits on one
 * stylesheet before it paints, main.css, the file every page links: on HTTP/1.1 each further one
 * is a connection of its own, which put home's LCP at 1.23x its one-file floor (issue 27). The
 * list, the article page and the archive use most of them too; they cost the console 1.6 KiB gzip.
 * The browser test of the build fails if a prerendered home links a second stylesheet.
 */
import '@/features/reading/list/article-meta.module.css';
import '@/features/reading/list/article-card.module.css';
import '@/features/reading/list/list-pagination.module.css';
import '@/features/reading/list/article-list.module.css';
import './home-page.module.css';
import '@/components/states/states.module.css';
import '@/features/reading/list/category-link.module.css';
import '@/features/reading/list/tag-list.module.css';
import '@/features/reading/list/dotted-row.module.css';
import './page-heading.module.css';
