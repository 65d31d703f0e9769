/** /manager/home: the dashboard. The chart code ships in this console chunk only. */
import { ConsoleDashboard } from '@/features/analysis/console/console-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ConsoleHomePage() {
  useDocumentTitle('Dashboard');
  return <ConsoleDashboard />;
}
