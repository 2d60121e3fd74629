import { describe, expect, it } from 'vitest';
import { menuMatches } from '../../../src/client/layout/header/menu-match';
import { qrTarget } from '../../../src/client/features/app-download/qr-target';
import { datePart, reminderBadge } from '../../../src/client/features/reminders/reminder-badge';

describe('menu search matcher', () => {
  it('finds an entry by its pinyin initials, in any case', () => {
    expect(menuMatches('楼栋管理', 'ldgl')).toBe(true);
    expect(menuMatches('楼栋管理', 'LDGL')).toBe(true);
    expect(menuMatches('楼栋管理', 'dg')).toBe(true);
  });

  it('finds it by full pinyin and by full syllables mixed with initials or characters', () => {
    expect(menuMatches('楼栋管理', 'loudongguanli')).toBe(true);
    expect(menuMatches('楼栋管理', 'guanli')).toBe(true);
    expect(menuMatches('楼栋管理', 'loudgl')).toBe(true);
    expect(menuMatches('楼栋管理', '楼d')).toBe(true);
  });

  it('finds it by a Chinese substring and a Latin one', () => {
    expect(menuMatches('楼栋管理', '栋管')).toBe(true);
    expect(menuMatches('APP版本', 'app')).toBe(true);
    expect(menuMatches('APP版本', 'appbb')).toBe(true);
  });

  it('refuses what is not a consecutive run of the title', () => {
    expect(menuMatches('楼栋管理', 'lg')).toBe(false);
    expect(menuMatches('楼栋管理', 'xtgl')).toBe(false);
    expect(menuMatches('楼栋管理', '管楼')).toBe(false);
    expect(menuMatches('网格列表', 'ldgl')).toBe(false);
  });

  it('an empty or blank search lists everything', () => {
    expect(menuMatches('楼栋管理', '')).toBe(true);
    expect(menuMatches('楼栋管理', '  ')).toBe(true);
  });
});

describe('app download QR code', () => {
  const version = {
    versionName: '1.0.3',
    versionCode: 3,
    downloadUrl: 'https://a.cn/x.apk',
    guidePageUrl: null,
    releaseNote: null,
    releaseTime: '2026-02-01 00:00:00',
  };
  it('encodes the guide page when there is one, else the download link, and nothing without a version', () => {
    expect(qrTarget({ ...version, guidePageUrl: 'https://a.cn/guide' })).toBe('https://a.cn/guide');
    expect(qrTarget(version)).toBe('https://a.cn/x.apk');
    expect(qrTarget(null)).toBeNull();
  });
});

describe('reminders badge', () => {
  it('no number at 0, the small style for 1 to 9, the default style from 10', () => {
    expect(reminderBadge(0)).toEqual({ count: 0, size: 'default' });
    expect([1, 9].map((n) => reminderBadge(n).size)).toEqual(['small', 'small']);
    expect(reminderBadge(10)).toEqual({ count: 10, size: 'default' });
  });
  it('an item shows the date part of its time', () => {
    expect(datePart('2026-11-25 08:30:00')).toBe('2026-11-25');
  });
});
