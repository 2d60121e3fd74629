/** Where a checked problem's JSON path (`$.form.fields[3]["x-component"]`) lies in the edited text. */
import { parser } from '@lezer/json';
import type { SyntaxNode } from '@lezer/common';

type Range = { from: number; to: number };

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** `$.a[3]["x-y"].b` -> `/a/3/x-y/b` (a JSON pointer). */
export function pointerOf(path: string): string {
  const parts: string[] = [];
  const re = /\.([^.[\]]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (let m = re.exec(path); m; m = re.exec(path)) parts.push(m[1] ?? m[2] ?? (JSON.parse(m[3]) as string));
  return parts.map((p) => '/' + escape(p)).join('');
}

/** Every JSON pointer of the text with its range: a property's key and value, an array item. Tolerates broken text. */
export function pointerRanges(text: string): Map<string, Range> {
  const map = new Map<string, Range>();
  const walk = (node: SyntaxNode, at: string) => {
    let index = 0;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (node.name === 'Object' && child.name === 'Property') {
        const name = child.getChild('PropertyName');
        if (!name) continue;
        let key: string;
        try {
          key = JSON.parse(text.slice(name.from, name.to)) as string;
        } catch {
          continue;
        }
        const pointer = `${at}/${escape(key)}`;
        map.set(pointer, { from: child.from, to: child.to });
        const value = child.lastChild;
        if (value && VALUES.has(value.name)) walk(value, pointer);
      } else if (node.name === 'Array' && VALUES.has(child.name)) {
        const pointer = `${at}/${index++}`;
        map.set(pointer, { from: child.from, to: child.to });
        walk(child, pointer);
      }
    }
  };
  const top = parser.parse(text).topNode.firstChild;
  if (top) {
    map.set('', { from: top.from, to: top.to });
    walk(top, '');
  }
  return map;
}

/** The range of the path's key and value, or of its nearest parent the text has; the first character when none. */
export function rangeOf(text: string, path: string): Range {
  const ranges = pointerRanges(text);
  for (let pointer = pointerOf(path); ; pointer = pointer.slice(0, pointer.lastIndexOf('/'))) {
    const at = ranges.get(pointer);
    if (at && pointer) return at;
    if (!pointer) return { from: 0, to: Math.min(1, text.length) };
  }
}
