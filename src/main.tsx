/**
 * Start-up: read and validate the runtime config, start the built-in mock backend when asked,
 * then render. A bad config shows a clear message instead of a blank page.
 */
import { parseConfig, setConfig } from '@/config/runtime-config';
import { showConfigProblem } from '@/app/config-problem';

async function start(): Promise<void> {
  const result = parseConfig(window.BLOG_CONFIG);
  if (!result.ok) {
    showConfigProblem(result.problem);
    return;
  }
  setConfig(result.config);
  if (result.config.mock) {
    const { startMockWorker } = await import(
      /* webpackChunkName: "mock-backend" */ '@mocks/browser'
    );
    await startMockWorker(result.config.apiBase);
  }
  const { renderApp } = await import(/* webpackMode: "eager" */ '@/app/render-app');
  renderApp(document.getElementById('root') as HTMLElement);
}

void start();
