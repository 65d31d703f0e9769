/**
 * A full or refused local storage is not swallowed (issue 41): the save bar tells the writer that
 * drafts are not being kept on this device, keeps every word in the form, and stops saying so once
 * a draft is stored again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DRAFT_STORAGE_PREFIX } from '@/config/constants';
import { speakInTest } from '../../../../test/locale';
import {
  renderEditor,
  setUpEditorSuite,
  SLOW,
  typeInto,
} from '../../../../test/article-editor-kit';

setUpEditorSuite();
afterEach(() => jest.restoreAllMocks());

/** Local storage refuses every draft the way a browser does: a DOMException named `name`. */
function refuseDrafts(name: 'QuotaExceededError' | 'SecurityError') {
  const setItem = Storage.prototype.setItem;
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key,
    value,
  ) {
    if (key.startsWith(DRAFT_STORAGE_PREFIX)) throw new DOMException('refused', name);
    setItem.call(this, key, value);
  });
}

const saveBar = () => screen.getByRole('group', { name: /^(Saving|保存)$/ });

describe('drafts on a device that will not keep them', () => {
  it('says so in the save bar, keeps what was typed, and stops once storing works again', async () => {
    const refused = refuseDrafts('QuotaExceededError');
    const { user } = renderEditor();
    const title = screen.getByLabelText(/^title/i);
    await typeInto(user, title, 'Words typed on a full disk');
    const notice = await within(saveBar()).findByText(/not keeping drafts/, {}, SLOW);
    expect(notice).toHaveTextContent(
      'This device is not keeping drafts (its storage is full or blocked): save to keep your changes.',
    );
    expect(title).toHaveValue('Words typed on a full disk');
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toBeNull();

    refused.mockRestore();
    await typeInto(user, title, ', then room again');
    await waitFor(
      () =>
        expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toContain(
          'Words typed on a full disk, then room again',
        ),
      SLOW,
    );
    await waitFor(() => expect(notice).not.toBeInTheDocument(), SLOW);
  });

  it('says so in Chinese when storage is turned off', async () => {
    speakInTest('zh-CN');
    refuseDrafts('SecurityError');
    const { user } = renderEditor();
    await typeInto(user, screen.getByLabelText(/^标题/), '存不下的字');
    expect(
      await within(saveBar()).findByText(
        '这台设备暂时存不了草稿（存储空间已满或被禁用），请及时保存，以免丢失修改。',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
