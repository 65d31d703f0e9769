import { ROOT_ID } from '@/lib/page-format/page-ids';
import { clearPrerenderedMark } from '@/lib/page-format/carried-data';
import { activate, loadCatalog, t } from '@/i18n/i18n';
import { isLocale } from '@/i18n/locales';

/**
 * The language config.js asks for, read from the raw config (it did not pass validation, so its
 * site.locale may still be readable): the owner reads this in the blog's language when its words
 * can be loaded, else in English (the bundled language).
 */
async function adoptRawLanguage(raw: unknown): Promise<void> {
  const site = raw && typeof raw === 'object' ? (raw as { site?: unknown }).site : undefined;
  const locale = site && typeof site === 'object' ? (site as { locale?: unknown }).locale : null;
  if (!isLocale(locale)) return;
  try {
    await loadCatalog(locale, 'public');
    activate(locale);
  } catch {
    // English, then: the problem matters more than its language.
  }
}

/**
 * Shows a configuration problem on the page (plain DOM: React may not be worth loading yet). The
 * problem itself is parseConfig's sentence, as written there.
 */
export async function showConfigProblem(problem: string, raw?: unknown): Promise<void> {
  await adoptRawLanguage(raw);
  const root = document.getElementById(ROOT_ID) ?? document.body;
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:40rem;margin:15vh auto;padding:2rem;font:17px/1.6 system-ui,sans-serif;border:1px solid #c9a227;border-radius:12px;background:#fff8e1;color:#3b2f00';
  const title = document.createElement('h1');
  title.textContent = t('app.configTitle');
  title.style.cssText = 'font-size:1.4rem;margin:0 0 .75rem';
  const text = document.createElement('p');
  text.textContent = problem;
  const hint = document.createElement('p');
  hint.textContent = t('app.configHint');
  box.append(title, text, hint);
  root.replaceChildren(box);
  // A prerendered page marked stale or elsewhere hides the root's content: this is not that.
  clearPrerenderedMark(document);
}
