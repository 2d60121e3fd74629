// jsdom lacks matchMedia, which antd's responsive helpers call.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has no layout: CodeMirror measures text ranges, which then have no boxes rather than no methods.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}
export {};

// testing-library's waitFor gives up after 1 s by default: on the 2-core machine with the other suites running, a
// lazy chunk or an antd animation takes longer than that now and then. A wait ends as soon as its condition holds,
// so a longer limit only delays a real failure.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
