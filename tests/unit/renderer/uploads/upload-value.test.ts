import { describe, expect, it } from 'vitest';
import { keepLast, moveFile, readUploadValue, writeUploadValue } from '../../../../renderer/hooks/upload-value';
import { imageProblem, placeholderSlots } from '../../../../renderer/fields/image-upload/rules';

describe('moving an image (002 §2.12)', () => {
  const three = ['a', 'b', 'c'];
  it('moves one place earlier or later', () => {
    expect(moveFile(three, 2, -1)).toEqual({ files: ['a', 'c', 'b'], problem: null });
    expect(moveFile(three, 0, 1)).toEqual({ files: ['b', 'a', 'c'], problem: null });
    expect(moveFile(three, 1, 1)).toEqual({ files: ['a', 'c', 'b'], problem: null });
  });
  it('the first cannot go earlier (未知的操作), the last cannot go later (已到最后~); nothing moves', () => {
    expect(moveFile(three, 0, -1)).toEqual({ files: three, problem: '未知的操作' });
    expect(moveFile(three, 2, 1)).toEqual({ files: three, problem: '已到最后~' });
    expect(moveFile(['only'], 0, 1).problem).toBe('已到最后~');
    expect(moveFile(three, 5, -1).problem).toBe('未知的操作');
  });
  it('does not change the list it was given', () => {
    const files = ['a', 'b'];
    moveFile(files, 1, -1);
    expect(files).toEqual(['a', 'b']);
  });
});

describe('upload values: paths or list mode (002 §3, §4)', () => {
  it('reads comma-joined paths and list records alike', () => {
    expect(readUploadValue('temp/a.png, temp/b.pdf,')).toEqual([
      { fileName: 'a.png', filePath: 'temp/a.png' },
      { fileName: 'b.pdf', filePath: 'temp/b.pdf' },
    ]);
    expect(
      readUploadValue([{ fileName: '通知.docx', filePath: 'temp/x1.docx', fileSize: 12 }, { filePath: 'temp/y.pdf' }, { fileName: 'no path' }, null]),
    ).toEqual([
      { fileName: '通知.docx', filePath: 'temp/x1.docx', fileSize: 12 },
      { fileName: 'y.pdf', filePath: 'temp/y.pdf' },
    ]);
    expect(readUploadValue(null)).toEqual([]);
    expect(readUploadValue(42)).toEqual([]);
  });
  it('writes the mode the field asks for', () => {
    const files = [
      { fileName: 'a.png', filePath: 'temp/1.png', fileSize: 3 },
      { fileName: 'b.png', filePath: 'temp/2.png', fileSize: 4 },
    ];
    expect(writeUploadValue(files)).toBe('temp/1.png,temp/2.png');
    expect(writeUploadValue(files, 'list')).toEqual(files);
    expect(writeUploadValue([], 'paths')).toBe('');
  });
  it('multi-upload with a number limit keeps only the last N', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2], 2)).toEqual([1, 2]);
    expect(keepLast([1, 2, 3], undefined)).toEqual([1, 2, 3]);
  });
});

describe('image rules (002 §5, §9)', () => {
  it('jpeg/png only, 5 MB, at most 4 images, not-an-image', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 }, 0, 4, 5)).toBe('只支持.jpg .png格式的图片!');
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 0, 4, 5)).toBe('请上传图片');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 0, 4, 5)).toBe('图片大小不能超过5M!');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 }, 0, 4, 5)).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1000 }, 4, 4, 5)).toBe('最多只能上传4张图片');
    expect(imageProblem({ type: 'image/jpeg', size: 1000 }, 3, 4, 5)).toBeNull();
    expect(imageProblem({ type: '', size: 1000, name: 'a.JPG' }, 0, 4, 5)).toBeNull();
  });
  it('placeholder slots fill the grid up to the limit', () => {
    expect(placeholderSlots(0, 4, true)).toBe(3);
    expect(placeholderSlots(3, 4, true)).toBe(0);
    expect(placeholderSlots(4, 4, true)).toBe(0);
    expect(placeholderSlots(1, 4, false)).toBe(3);
  });
});
