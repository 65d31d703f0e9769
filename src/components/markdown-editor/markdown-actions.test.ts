import { imageMarkdown } from './markdown-actions';

describe('image markdown', () => {
  it('takes the alt text from the file name without its extension', () => {
    expect(imageMarkdown('cat.png', 'https://cdn.test/9/cat.png')).toBe(
      '![cat](https://cdn.test/9/cat.png)',
    );
    expect(imageMarkdown('my [best] shot.final.jpeg', 'https://cdn.test/a.jpeg')).toBe(
      '![my best shot.final](https://cdn.test/a.jpeg)',
    );
  });

  it('keeps a URL with spaces or brackets in one piece', () => {
    expect(imageMarkdown('a.png', 'https://cdn.test/a (1).png')).toBe(
      '![a](<https://cdn.test/a (1).png>)',
    );
  });
});
