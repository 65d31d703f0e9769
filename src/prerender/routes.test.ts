import path from 'node:path';
import { paths } from '@/config/paths';
import { articleFile, articleRoute } from './routes';

describe('article files', () => {
  it.each(['59', '.', '..', '../../x', '..%2F..%2Fx', 'a/b', '%2F', 'a b', '日本', '?x', '#x'])(
    'writes the article %j inside dist/detail/, where a host finds it by its address',
    (id) => {
      const dist = path.resolve('/srv/dist');
      const file = path.resolve(dist, articleFile(id));
      expect(path.dirname(path.dirname(file))).toBe(path.join(dist, 'detail'));
      // A host decodes the address, then looks for that path's index.html.
      const served = path.resolve(dist, `.${decodeURIComponent(paths.detail.href(id))}/index.html`);
      expect(served).toBe(file);
      expect(articleRoute(id).path).toBe(paths.detail.href(id));
    },
  );

  it('keeps a plain id in its plain place', () => {
    expect(articleFile('59')).toBe('detail/59/index.html');
  });
});
