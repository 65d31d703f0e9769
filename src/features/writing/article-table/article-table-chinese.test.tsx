/** The article table in Simplified Chinese (issue 29): columns, row actions, filters, toasts. */
import { screen, waitFor, within } from '@testing-library/react';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { ArticleListPage } from '@/pages/console/article-list-page';
import { speakInTest } from '../../../../test/locale';
import { renderWithProviders } from '../../../../test/render-with-providers';

const SLOW = { timeout: 30000 };
jest.setTimeout(60000);

beforeEach(() => {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
});

function renderTable(route = '/manager/article') {
  return renderWithProviders(<ArticleListPage />, { route, path: '/manager/article' });
}

async function firstRow() {
  const table = await screen.findByRole('table', { name: '文章' }, SLOW);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  return { table, row: within(table).getAllByRole('row')[1] };
}

describe('article table in Chinese', () => {
  it('names the page, the columns, the filters and each row’s actions in Chinese', async () => {
    speakInTest('zh-CN');
    renderTable();
    expect(screen.getByRole('heading', { name: '文章' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '新建文章' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: '搜索文章' })).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: '状态' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部状态', '已启用', '已停用']);
    expect(screen.getByRole('combobox', { name: '分类' })).toHaveDisplayValue('全部分类');
    const { table, row } = await firstRow();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['标题', '分类', '标签', '启用', '更新时间', '操作']),
    );
    const title = within(row).getAllByRole('link')[0].textContent ?? '';
    expect(within(row).getByRole('switch', { name: `启用：${title}` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `编辑“${title}”` })).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: `在博客中打开“${title}”（新标签页）` }),
    ).toHaveAttribute('title', '在博客中打开');
    expect(within(row).getByRole('button', { name: `删除“${title}”` })).toBeInTheDocument();
  });

  it('asks and tells about a delete in Chinese', async () => {
    speakInTest('zh-CN');
    const { user, store } = renderTable();
    const { row } = await firstRow();
    const title = within(row).getAllByRole('link')[0].textContent ?? '';
    await user.click(within(row).getByRole('button', { name: `删除“${title}”` }));
    const dialog = await screen.findByRole('dialog', { name: '删除这篇文章？' });
    expect(dialog).toHaveTextContent(`“${title}”将被永久删除，此操作无法撤销。`);
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(
      () =>
        expect(store.getState().toast.queue.map((toast) => toast.message)).toContain(
          `已删除“${title}”。`,
        ),
      SLOW,
    );
  });

  it('says when no article matches, in Chinese', async () => {
    speakInTest('zh-CN');
    renderTable('/manager/article?keyword=没有这样的文章');
    expect(await screen.findByText('没有匹配的文章', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('换个关键词，或清除筛选条件。')).toBeInTheDocument();
  });
});
