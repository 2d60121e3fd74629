import { match } from 'pinyin-pro';

/**
 * Whether a menu title answers what was typed in the menu search (002 §2.3): a plain substring (Chinese or Latin,
 * any case), or a run of consecutive characters spelled in pinyin, full syllables, initials or both mixed, and
 * Chinese characters among them: ldgl, loudongguanli, loudgl, 楼d and donggl all find 楼栋管理.
 */
export function menuMatches(title: string, typed: string): boolean {
  const query = typed.trim();
  if (!query) return true;
  if (title.toLowerCase().includes(query.toLowerCase())) return true;
  return match(title, query, { continuous: true }) !== null;
}
