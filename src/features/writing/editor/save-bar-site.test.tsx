/**
 * The save bar and the public pages: "Saved — not on the public pages yet" while the site's state
 * (site-state.json) does not show the saved version, plain "Saved" once a build has it, and plain
 * "Saved" where the site has no state (the dev server).
 */
import { act, screen, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { speakInTest } from '../../../../test/locale';
import { serveState, stateText } from '../../../../test/site-state-kit';
import {
  renderEditor,
  setUpEditorSuite,
  SLOW,
  typeInto,
} from '../../../../test/article-editor-kit';

setUpEditorSuite();

/** Article 1 as the server has it now. */
const current = () => getDb().articles.find((row) => String(row.id) === '1')!;

/** A build of the site as the API is at this moment. */
function buildNow() {
  const built = stateText([{ id: 1, updatedAt: current().updatedAt }]);
  return () => built;
}

const bar = () => screen.getByRole('group', { name: 'Saving' });
/** The window comes back into focus: the state is read again (RTK Query's refetchOnFocus). */
const focusAgain = () => act(() => void window.dispatchEvent(new Event('focus')));

async function saveAChange(user: ReturnType<typeof renderEditor>['user']) {
  const title = await screen.findByLabelText(/^title/i, {}, SLOW);
  await typeInto(user, title, '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the save bar and the public pages', () => {
  it('says a saved version is not on the public pages until a build has it', async () => {
    let site = buildNow();
    serveState(() => site());
    const { user } = renderEditor('/manager/article/edit/1');
    await screen.findByLabelText(/^title/i, {}, SLOW);
    // Opened as the last build has it: plain.
    expect(await within(bar()).findByText(/^Saved on [^—]+$/, {}, SLOW)).toBeInTheDocument();
    await saveAChange(user);
    expect(
      await within(bar()).findByText(
        /^Saved at \d{1,2}:\d{2}.* — not on the public pages yet$/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    site = buildNow();
    focusAgain();
    expect(await within(bar()).findByText(/^Saved at [^—]+$/, {}, SLOW)).toBeInTheDocument();
  });

  it('says nothing of the pages where the site has no state (the dev server)', async () => {
    const { user } = renderEditor('/manager/article/edit/1');
    await saveAChange(user);
    expect(await within(bar()).findByText(/^Saved at [^—]+$/, {}, SLOW)).toBeInTheDocument();
  });

  it('says it in Chinese', async () => {
    speakInTest('zh-CN');
    serveState(buildNow());
    const { user } = renderEditor('/manager/article/edit/1');
    const title = await screen.findByLabelText(/^标题/, {}, SLOW);
    await typeInto(user, title, '！');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText(/^已于 \d{1,2}:\d{2} 保存，公开页面尚未更新$/, {}, SLOW),
    ).toBeInTheDocument();
  });
});
