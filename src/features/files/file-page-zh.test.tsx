import { screen, within } from '@testing-library/react';
import { login } from '@mocks/data/sessions';
import { getDb } from '@mocks/db';
import { writeToken } from '@/api/token';
import { FilePage } from '@/pages/console/file-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { speakInTest } from '../../../test/locale';
import { formatFileSize } from './file-format';
import { resetSessionUploads } from './session-uploads';

const SLOW = { timeout: 30000 };
jest.setTimeout(60000);

beforeEach(() => {
  resetSessionUploads();
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
});

const renderFiles = () =>
  renderWithProviders(<FilePage />, { route: '/manager/file', path: '/manager/file' });

describe('the file screen in Chinese', () => {
  it('says there are no files yet, and names the drop zone, in Chinese', async () => {
    getDb().files = [];
    speakInTest('zh-CN');
    renderFiles();
    expect(await screen.findByText('还没有文件', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('上传的文件会显示在这里。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '全部文件' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '上传文件' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择文件' })).toBeInTheDocument();
  });

  it('counts the files to delete with the file counter', async () => {
    speakInTest('zh-CN');
    const { user } = renderFiles();
    const list = await screen.findByRole('list', { name: '文件' }, SLOW);
    const [first, second] = within(list).getAllByRole('checkbox');
    expect(first).toHaveAccessibleName(/^选择 /);
    await user.click(first);
    await user.click(second);
    const bar = screen.getByRole('region', { name: '已选行' });
    expect(within(bar).getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '删除 2 个文件？' });
    expect(
      within(confirm).getByText('2 个文件将被永久删除。使用这些文件的文章将出现失效链接。'),
    ).toBeInTheDocument();
  });

  it('writes sizes with the language’s numbers, one decimal below 10 of a unit', () => {
    speakInTest('zh-CN');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1023 KB');
    expect(formatFileSize(512)).toBe('512 B');
  });
});
