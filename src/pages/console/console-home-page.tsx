/**
 * /manager/home: the dashboard, with the public site's card. The chart code ships in this console
 * chunk only.
 */
import { ConsoleDashboard } from '@/features/analysis/console/console-dashboard';
import { PublicSiteCard } from '@/features/site-state/console/public-site-card';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ConsoleHomePage() {
  useDocumentTitle(useT()('console.dashboard.title'));
  return <ConsoleDashboard siteCard={<PublicSiteCard />} />;
}
