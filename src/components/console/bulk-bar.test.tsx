import { render, screen } from '@testing-library/react';
import { speakInTest } from '../../../test/locale';
import { BulkBar } from './bulk-bar';
import { countOf } from './use-bulk-actions';

const idle = {
  count: 0,
  noun: 'file' as const,
  verbs: ['enable', 'disable', 'delete'] as const,
  progress: null,
  report: null,
  onRun: () => undefined,
  onClear: () => undefined,
  onDismissReport: () => undefined,
};

describe('the bulk bar', () => {
  it('counts each kind in English with plurals', () => {
    expect(countOf(1, 'article')).toBe('1 article');
    expect(countOf(2, 'article')).toBe('2 articles');
    expect(countOf(3, 'category')).toBe('3 categories');
    expect(countOf(1, 'label')).toBe('1 label');
    expect(countOf(4, 'file')).toBe('4 files');
  });

  it('speaks Chinese: the selection, the buttons and the progress, with the kind’s counter', () => {
    speakInTest('zh-CN');
    expect(countOf(3, 'article')).toBe('3 篇文章');
    const { rerender } = render(<BulkBar {...idle} verbs={[...idle.verbs]} count={2} />);
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    for (const name of ['启用', '停用', '删除', '取消选择']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    rerender(
      <BulkBar
        {...idle}
        verbs={[...idle.verbs]}
        count={5}
        progress={{ verb: 'delete', finished: 1, total: 5 }}
      />,
    );
    expect(screen.getByText('正在删除第 2 项，共 5 个文件…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '正在删除 5 个文件' })).toBeInTheDocument();
  });
});
