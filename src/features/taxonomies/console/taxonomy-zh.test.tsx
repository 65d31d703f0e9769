import { screen, waitFor, within } from '@testing-library/react';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { speakInTest } from '../../../../test/locale';
import { categoryKind, labelKind } from './taxonomy-kinds';
import { TaxonomyManager } from './taxonomy-manager';
import { validateName } from './validate-name';

jest.setTimeout(60000);
const SLOW = { timeout: 30000 };

function renderKind(kind = labelKind, route = '/manager/label') {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
  return renderWithProviders(<TaxonomyManager kind={kind} />, { route });
}

describe('the category and label screens in Chinese', () => {
  it('names the table, its columns and the add dialog in Chinese, and checks the name in Chinese', async () => {
    speakInTest('zh-CN');
    const { user } = renderKind();
    const table = await screen.findByRole('table', { name: '标签' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: '创建时间' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '添加标签' })[0]);
    const dialog = await screen.findByRole('dialog', { name: '添加标签' });
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('请输入名称。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('counts the selected rows and asks before deleting them, with the kind’s counter', async () => {
    speakInTest('zh-CN');
    const { user } = renderKind(categoryKind, '/manager/category');
    const table = await screen.findByRole('table', { name: '分类' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), SLOW);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: '已选行' });
    expect(within(bar).getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '删除 2 个分类？' });
    expect(
      within(confirm).getByText('2 个分类将被永久删除。仍有文章的分类无法删除。'),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: '删除 2 项' })).toBeInTheDocument();
  });

  it('says a too long name in Chinese', () => {
    speakInTest('zh-CN');
    expect(validateName('x'.repeat(200))).toMatch(/^名称最多 \d+ 个字符（当前 200 个）。$/);
  });
});
