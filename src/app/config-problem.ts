import { ROOT_ID } from '@/lib/page-format/page-ids';
import { clearPrerenderedMark } from '@/lib/page-format/carried-data';

/** Shows a configuration problem on the page (plain DOM: React may not be worth loading yet). */
export function showConfigProblem(problem: string): void {
  const root = document.getElementById(ROOT_ID) ?? document.body;
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:40rem;margin:15vh auto;padding:2rem;font:17px/1.6 system-ui,sans-serif;border:1px solid #c9a227;border-radius:12px;background:#fff8e1;color:#3b2f00';
  const title = document.createElement('h1');
  title.textContent = 'This blog is not configured yet';
  title.style.cssText = 'font-size:1.4rem;margin:0 0 .75rem';
  const text = document.createElement('p');
  text.textContent = problem;
  const hint = document.createElement('p');
  hint.textContent = 'The site owner can fix this by editing config.js on the web server.';
  box.append(title, text, hint);
  root.replaceChildren(box);
  // A prerendered page marked stale or elsewhere hides the root's content: this is not that.
  clearPrerenderedMark(document);
}
