/**
 * site-state.json (src/features/site-state/site-state-format.ts), written by each run beside the
 * pages it publishes, demo runs too (it holds nothing secret): the console compares it with the
 * API to say what the public pages do not have yet, and follows a rebuild by it.
 */
import type { ArticleSummary } from '@/api/types';
import { APP_VERSION } from '@/config/version';
import type { BlogConfig } from '@/config/runtime-config';
import { SITE_STATE_FILE, siteStateText } from '@/features/site-state/site-state-format';
import { apiStamp } from '@/lib/page-format/page-stamp';
import type { ArticleRecord } from './manifest';
import { writeFile } from './staging';

export interface SiteStateFileInput {
  config: Pick<BlogConfig, 'mock' | 'apiBase'>;
  /** The articles that have a page in the copy being published. */
  withPage: readonly ArticleSummary[];
  /** The version each page shows: the new manifest's records (rendered or kept this run). */
  records: Readonly<Record<string, ArticleRecord>>;
  builtAt: Date;
}

/** Writes the state into `dir`. Every article listed is enabled: the pages show no other. */
export function writeSiteState(dir: string, input: SiteStateFileInput): void {
  const { config, withPage, records, builtAt } = input;
  const articles = withPage.map(({ id, title }) => ({
    id,
    // A page without a record is an older one kept when this run failed to render the article.
    updatedAt: records[id]?.updatedAt ?? '',
    enabled: true,
    title,
  }));
  const text = siteStateText({ builtAt, api: apiStamp(config), release: APP_VERSION, articles });
  writeFile(dir, SITE_STATE_FILE, text);
}
