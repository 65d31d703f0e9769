/**
 * The two-tab conflict dialog in Chinese reads as a Chinese writer would put it (issue 41): who
 * saved when, in a natural order, and the comparison's sides named for what they are.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { speakInTest } from '../../../../test/locale';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ConflictDialog } from './conflict-dialog';
import { formatWhen } from './version-check';

const changedAt = new Date(2026, 10, 23, 21, 50).toISOString();
const text = (title: string) => ({ title, summary: '摘要', content: '第一段。\n第二段。' });

function renderDialog() {
  speakInTest('zh-CN');
  const none = () => {};
  return renderWithProviders(
    <ConflictDialog
      open
      changedAt={changedAt}
      ours={text('前端性能优化笔记')}
      theirs={text('前端性能优化笔记（修订版）')}
      busy={false}
      error={null}
      onOverwrite={none}
      onKeepBoth={none}
      onCancel={none}
    />,
  );
}

describe('the conflict dialog in Chinese', () => {
  it('says who saved the article and when, in a natural order', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '这篇文章在别处被修改过' });
    // Focus goes to the safe choice as the dialog opens.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '继续编辑' })).toHaveFocus(),
    );
    const when = formatWhen(changedAt);
    expect(dialog).toHaveTextContent(
      `另一个标签页或设备在 ${when} 保存了这篇文章（在你打开本页之后）。`,
    );
    expect(dialog).not.toHaveTextContent(/保存了它|在此标签页打开它之后|两者/);
    expect(within(dialog).getByRole('button', { name: '两个版本都保留' })).toBeInTheDocument();
  });

  it('names the compared versions for what they are', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '对比两个版本' }));
    expect(dialog).toHaveTextContent('− 本页的版本');
    expect(dialog).toHaveTextContent(`+ 另一版本（${formatWhen(changedAt)} 保存）`);
    const title = within(dialog).getByRole('region', { name: '标题' });
    expect(title).toHaveTextContent('仅这一版有：');
    expect(title).toHaveTextContent('仅另一版有：');
    expect(title).not.toHaveTextContent(/此处|彼处/);
    expect(within(dialog).getByRole('button', { name: '收起对比' })).toBeInTheDocument();
  });
});
