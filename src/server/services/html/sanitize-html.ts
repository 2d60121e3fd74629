/**
 * The one HTML allowlist of the server: what a rich-text editor produces (paragraphs, headings, lists, quotes, code,
 * links, images, tables, inline colours and alignment) survives; scripts, event handlers, frames, SVG, forms,
 * javascript:/data: URLs and CSS outside a few properties do not. Used on every write of an `x-html` property and
 * again on every read, so rows written before or elsewhere are shown inert too.
 */
import sanitizeHtml from 'sanitize-html';
import { STATIC_PATH } from '../../../shared/services/upload.js';

const BLOCK_STYLE = ['text-align', 'color', 'background-color', 'font-size', 'line-height', 'padding-left', 'margin-left'];
const TEXT_STYLE = ['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-decoration', 'font-family'];
const IMG_STYLE = ['width', 'height', 'max-width', 'display', 'float', 'margin'];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%]+\s*,\s*[\d.%]+\s*,\s*[\d.%]+\s*(,\s*[\d.]+\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|em|rem|%|pt)?$/, /^auto$/];
const STYLE_VALUES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-size': LENGTH,
  'line-height': LENGTH,
  'padding-left': LENGTH,
  'margin-left': LENGTH,
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'font-family': [/^[\w\s,"'\u4e00-\u9fa5-]{1,80}$/],
  width: LENGTH,
  height: LENGTH,
  'max-width': LENGTH,
  display: [/^(block|inline|inline-block)$/],
  float: [/^(left|right|none)$/],
  margin: [/^(\d{1,4}(px|em)?|auto)(\s+(\d{1,4}(px|em)?|auto)){0,3}$/],
};

const stylesOf = (names: string[]) => Object.fromEntries(names.map((n) => [n, STYLE_VALUES[n]]));
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const BLOCKS = ['p', 'div', 'blockquote', 'li', 'td', 'th', ...HEADINGS];

/** An image is ours (a stored upload, by its static URL) or an http(s) address; anything else is dropped. */
function allowedImageSrc(src: string): string | null {
  if (/^https?:\/\//i.test(src)) return src;
  if (!src.startsWith('/') || src.startsWith('//') || !src.includes(`${STATIC_PATH}/`) || src.includes('..')) return null;
  // The viewer's token is added when shown (`_tk`); one saved with the HTML would hand it to every later reader.
  return src.replace(/([?&])_tk=[^&#]*&?/g, '$1').replace(/[?&]$/, '');
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'mark',
    ...HEADINGS,
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    ol: ['start'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    col: ['span', 'width'],
    span: ['style'],
    ...Object.fromEntries(BLOCKS.filter((t) => t !== 'td' && t !== 'th').map((t) => [t, ['style']])),
  },
  allowedStyles: {
    span: stylesOf(TEXT_STYLE),
    img: stylesOf(IMG_STYLE),
    ...Object.fromEntries(BLOCKS.map((t) => [t, stylesOf(BLOCK_STYLE)])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const attrs = { ...attribs };
      if (attrs.target && attrs.target !== '_blank') delete attrs.target;
      // A link opening a new tab must not hand the opener to the page it opens.
      if (attrs.target) attrs.rel = 'noopener noreferrer';
      else delete attrs.rel;
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => {
      const attrs = { ...attribs };
      const src = allowedImageSrc(attrs.src ?? '');
      if (src) attrs.src = src;
      else delete attrs.src;
      return { tagName, attribs: attrs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML with only the allowlisted markup left; not a string: ''. */
export function sanitizeRichText(html: unknown): string {
  return typeof html === 'string' ? sanitizeHtml(html, OPTIONS) : '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const LINE_END = /<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>|<br\s*\/?>/gi;

/**
 * What a reader sees of the HTML, as plain text: block ends become line breaks, every tag goes, the entities the
 * sanitiser writes are decoded. For cells of an exported sheet, where markup would be read as text.
 */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return '';
  const bare = sanitizeHtml(
    html.replace(LINE_END, (m) => `${m}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return bare
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
