// @vitest-environment jsdom
/** Rich text between storage and screen: shown images carry the viewer's token, stored HTML never does. */
import { describe, expect, it } from 'vitest';
import { htmlForDisplay, htmlForStorage, storedImagePath } from '../../../renderer/fields/rich-text/html';

const toUrl = (path: string) => `/api/sys/common/static/${path}?_tk=T1`;
const STORED = '<p>图：</p><img src="/api/sys/common/static/notice/a_1.png" alt="a">';

describe('rich-text HTML', () => {
  it('reads the stored path of our static image URLs only', () => {
    expect(storedImagePath('/api/sys/common/static/notice/%E5%9B%BE.png?_tk=x')).toBe('notice/图.png');
    expect(storedImagePath('https://img.example/x.png')).toBeNull();
    expect(storedImagePath('javascript:/sys/common/static/x')).toBeNull();
  });

  it('shows our images with the token and hands back the stored HTML unchanged', () => {
    const shown = new Map<string, string>();
    const display = htmlForDisplay(STORED, toUrl, shown);
    expect(display).toContain('src="/api/sys/common/static/notice/a_1.png?_tk=T1"');
    expect(htmlForStorage(display, shown)).toBe('<p>图：</p><img src="/api/sys/common/static/notice/a_1.png" alt="a">');
  });

  it('cleans what it shows: no script, handler or javascript: link; new-tab links keep the opener away', () => {
    const display = htmlForDisplay(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">j</a><a href="https://a.cn" target="_blank">k</a></p><iframe src="https://e.x"></iframe>',
      toUrl,
    );
    expect(display).toBe('<p>a<a>j</a><a href="https://a.cn" target="_blank" rel="noopener noreferrer">k</a></p>');
  });

  it('stores an empty document as an empty text', () => {
    expect(htmlForStorage('<p></p>', new Map())).toBe('');
    expect(htmlForDisplay(null, toUrl)).toBe('');
  });
});
