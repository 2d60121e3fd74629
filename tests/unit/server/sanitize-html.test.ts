/** The rich-text allowlist: editor markup survives, every way of running script or loading foreign content does not. */
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from '../../../src/server/services/html/sanitize-html.js';

const IMG = '/api/sys/common/static/notice/20261125/a_1.png';

describe('sanitizeRichText', () => {
  it('keeps what the rich-text editor produces', () => {
    const html = [
      '<h2>通知</h2><p style="text-align:center">居民<strong>请</strong><em>注意</em><u>安全</u><s>旧</s></p>',
      '<ul><li><p>一</p></li></ul><ol start="3"><li>二</li></ol><blockquote><p>引用</p></blockquote>',
      '<pre><code>let a = 1 &lt; 2;</code></pre><p><a href="https://gov.cn/a" target="_blank" rel="noopener noreferrer">链接</a></p>',
      `<p><img src="${IMG}" alt="图" width="200" style="width:200px"></p>`,
      '<table><tbody><tr><th>名</th><td colspan="2">值</td></tr></tbody></table><p><span style="color:#c00;font-size:14px">红</span><br>x</p>',
    ].join('');
    const clean = sanitizeRichText(html);
    for (const kept of [
      '<h2>通知</h2>',
      '<p style="text-align:center">',
      '<strong>请</strong>',
      '<em>注意</em>',
      '<u>安全</u>',
      '<s>旧</s>',
      '<ol start="3">',
      '<blockquote>',
      '<code>let a = 1 &lt; 2;</code>',
      'href="https://gov.cn/a"',
      'target="_blank"',
      `src="${IMG}"`,
      'width="200"',
      '<td colspan="2">值</td>',
      '<span style="color:#c00;font-size:14px">红</span>',
      '<br />',
    ])
      expect(clean).toContain(kept);
  });

  it('drops script elements with their content and every event handler', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">p</p>')).toBe('<p>p</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText(`<img src="${IMG}" onerror="alert(1)">`)).toBe(`<img src="${IMG}" />`);
    expect(sanitizeRichText('<body onload=alert(1)><details open ontoggle=alert(1)>d</details>')).toBe('d');
  });

  it('removes javascript:, vbscript: and data: URLs, also when disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
  });

  it('drops svg, math, iframes, objects, forms and style elements', () => {
    expect(sanitizeRichText('<svg onload=alert(1)><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<math><mtext><script>alert(1)</script></mtext></math>ok')).toBe('ok');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">ok')).toBe('ok');
    expect(sanitizeRichText('<form action="https://evil.example"><input name="pwd"><button>go</button></form>')).toBe('go');
    expect(sanitizeRichText('<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">ok')).toBe('ok');
  });

  it('keeps only allowlisted CSS properties with plain values', () => {
    expect(sanitizeRichText('<span style="color: expression(alert(1))">e</span>')).toBe('<span>e</span>');
    expect(sanitizeRichText('<span style="background-color:url(javascript:alert(1))">b</span>')).toBe('<span>b</span>');
    expect(sanitizeRichText('<p style="position:fixed;top:0;text-align:right">p</p>')).toBe('<p style="text-align:right">p</p>');
    expect(sanitizeRichText('<img src="https://a.cn/x.png" style="width:50%;behavior:url(x.htc)">')).toBe('<img src="https://a.cn/x.png" style="width:50%" />');
  });

  it('keeps only our stored images and http(s) images, and never a saved access token', () => {
    expect(sanitizeRichText(`<img src="${IMG}?_tk=secret-token">`)).toBe(`<img src="${IMG}" />`);
    expect(sanitizeRichText('<img src="/etc/passwd">')).toBe('');
    expect(sanitizeRichText('<img src="/api/sys/common/static/../../etc/passwd">')).toBe('');
    expect(sanitizeRichText('<img src="https://img.example/x.png">')).toBe('<img src="https://img.example/x.png" />');
  });

  it('makes links that open a new tab keep the opener away, and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.cn" target="_blank">a</a>')).toBe('<a href="https://a.cn" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.cn" target="_top" rel="opener">m</a>')).toBe('<a href="mailto:a@b.cn">m</a>');
    expect(sanitizeRichText('<a href="/zzbpart/notice">r</a>')).toBe('<a href="/zzbpart/notice">r</a>');
  });

  it('answers an empty text for what is not a string', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(12)).toBe('');
  });
});

describe('htmlToText', () => {
  it('is what a reader sees: lines per block, no tags or scripts, entities decoded', () => {
    const html =
      '<h2>停水通知</h2><p>明日 8:00&nbsp;停水 &amp; 停电</p><ul><li>一号楼</li><li>二号楼<br>三号楼</li></ul><script>alert(1)</script><p>&lt;b&gt;</p>';
    expect(htmlToText(html)).toBe('停水通知\n明日 8:00 停水 & 停电\n一号楼\n二号楼\n三号楼\n<b>');
    expect(htmlToText(null)).toBe('');
  });
});
