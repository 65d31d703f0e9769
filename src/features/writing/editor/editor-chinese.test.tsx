/**
 * The editor in Simplified Chinese (issue 29): the save bar (its status, counts and buttons, what a
 * save still needs), the validation messages and the version comparison, with English beside them
 * where a plural or a number changes the words.
 */
import { render, screen, within } from '@testing-library/react';
import { t } from '@/i18n/i18n';
import { Rich } from '@/i18n/rich';
import { InlineUploadStatus } from '@/components/markdown-editor/inline-upload-status';
import { speakInTest } from '../../../../test/locale';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { renderEditor, setUpEditorSuite } from '../../../../test/article-editor-kit';
import { EMPTY_FIELDS } from './article-fields';
import { SaveBar } from './save-bar';
import { savedLabel, statusText, type SaveStatus } from './save-status';
import { validateArticle } from './validation';
import { copyTitle } from './version-check';
import { VersionCompare } from './version-compare';

setUpEditorSuite();

const at = new Date(2026, 10, 23, 14, 5).getTime();

function renderBar(content: string, status: SaveStatus = { kind: 'nothing' }) {
  return renderWithProviders(
    <SaveBar
      status={status}
      content={content}
      creating
      onSave={() => {}}
      viewHref="/article/1"
      detailsOpen={false}
      onToggleDetails={() => {}}
      onFocusMode={() => {}}
      missing={['title', 'content', 'summary', 'categoryId']}
      onGoTo={() => {}}
    />,
  );
}

const EMPTY = { ...EMPTY_FIELDS };

describe('the editor in Chinese', () => {
  it('counts Chinese text by the character in the save bar', () => {
    speakInTest('zh-CN');
    renderBar('写作是一种思考。');
    // Seven characters (the full stop is no word), read in about a minute.
    expect(screen.getByText('7 字 · 阅读约 1 分钟')).toBeInTheDocument();
  });

  it('counts English words as a plural, with the thousands grouped', () => {
    const { unmount } = renderBar('word');
    expect(screen.getByText('1 word · 1 min read')).toBeInTheDocument();
    unmount();
    renderBar('word '.repeat(1234));
    expect(screen.getByText('1,234 words · 5 min read')).toBeInTheDocument();
  });

  it('says the save bar and what a save needs in Chinese', () => {
    speakInTest('zh-CN');
    renderBar('', { kind: 'unsaved' });
    const bar = screen.getByRole('group', { name: '保存' });
    expect(within(bar).getByRole('status')).toHaveTextContent('有未保存的更改');
    expect(within(bar).getByRole('button', { name: '创建文章' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '专注模式' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: '在网站上查看' })).toBeInTheDocument();
    const needs = within(bar).getByRole('group', { name: '保存还需要' });
    expect(needs).toHaveTextContent(/^保存还需要：/);
    expect(
      within(needs)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['标题', '正文', '摘要', '分类']);
  });

  it('gives the save status and its time in Chinese', () => {
    speakInTest('zh-CN');
    expect(statusText({ kind: 'nothing' })).toBe('没有需要保存的内容');
    expect(statusText({ kind: 'saving' })).toBe('正在保存…');
    expect(statusText({ kind: 'failed', message: 'x' })).toBe('未保存');
    expect(savedLabel(at, at + 60_000)).toBe('已于 14:05 保存');
    expect(savedLabel(at, at + 3 * 86_400_000)).toBe('已于 2026年11月23日 保存');
  });

  it('says the validation messages in Chinese', () => {
    speakInTest('zh-CN');
    expect(validateArticle(EMPTY)).toEqual({
      title: '请填写标题。',
      summary: '请填写摘要。',
      categoryId: '请选择分类。',
      content: '请填写正文。',
    });
    const long = validateArticle({ ...EMPTY, title: '长'.repeat(101), summary: '短'.repeat(301) });
    expect(long.title).toBe('标题最多 100 个字符。');
    expect(long.summary).toBe('摘要最多 300 个字符。');
    expect(copyTitle('我的文章')).toBe('我的文章（副本）');
  });

  it('counts unchanged lines as a plural in both languages', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');
    const left = { title: 'A', summary: 'S', content: `${lines(12)}\nold` };
    const right = { title: 'A', summary: 'S', content: `${lines(12)}\nnew` };
    const { unmount } = renderWithProviders(
      <VersionCompare left={left} right={right} leftLabel="L" rightLabel="R" />,
    );
    expect(screen.getByText(/^\d+ unchanged lines$/)).toBeInTheDocument();
    unmount();
    speakInTest('zh-CN');
    renderWithProviders(<VersionCompare left={left} right={right} leftLabel="L" rightLabel="R" />);
    expect(screen.getByRole('region', { name: '正文' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ 行未改动$/)).toBeInTheDocument();
  });

  it('shows the validation under the fields of the editor page in Chinese', async () => {
    speakInTest('zh-CN');
    const { user } = renderEditor();
    expect(screen.getByRole('heading', { name: '新建文章' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: '格式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '粗体' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '创建文章' }));
    // The details with a problem open by themselves (a drawer here), showing it.
    expect(screen.getByLabelText(/^标题/)).toHaveAccessibleDescription('请填写标题。');
    expect(screen.getByLabelText(/^摘要/)).toHaveAccessibleDescription('请填写摘要。');
    expect(screen.getByLabelText(/^分类/)).toHaveAccessibleDescription('请选择分类。');
    expect(screen.getByLabelText(/^正文/)).toHaveAccessibleDescription('请填写正文。');
  });

  it('keeps the English words as they were: apostrophes, markup, percentages', () => {
    expect(t('console.editor.conflict.text', { time: 'then' })).toContain(
      "overwrite it with this tab's version, or keep both (this tab's version becomes a new,",
    );
    const { container, unmount } = render(
      <Rich id="console.writer.previewUnavailable" components={{ 0: <strong /> }} />,
    );
    expect(container.innerHTML).toBe(
      '<strong>Preview unavailable.</strong> Your text is safe; keep writing.',
    );
    unmount();
    const upload = { id: 1, name: 'cat.png', progress: 0.425 };
    const props = { failed: [], onCancel() {}, onDismiss() {}, onRetry() {} };
    const shown = render(<InlineUploadStatus uploads={[upload]} {...props} />);
    expect(screen.getByText('Uploading cat.png (43%)')).toBeInTheDocument();
    shown.unmount();
    speakInTest('zh-CN');
    render(<InlineUploadStatus uploads={[upload]} {...props} />);
    expect(screen.getByText('正在上传 cat.png（43%）')).toBeInTheDocument();
  });
});
