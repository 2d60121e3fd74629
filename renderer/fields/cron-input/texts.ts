import type { CronUnit, UnitMode } from '@validators/cron';

/** Texts of the cron editor (002 §2.7: title and close label verbatim; the rest natural Chinese). */
export const cronTexts = {
  title: 'cron表达式',
  close: '关闭',
  open: '选择',
  placeholder: '请输入cron表达式',
  preview: '最近10次运行时间（北京时间）',
  previewCount: (n: number) => `最近${n}次运行时间（北京时间）`,
  noRuns: '该表达式之后不会再运行',
  computing: '计算中…',
  expression: '表达式',
  dayPart: '按日',
  weekPart: '按星期',
  tabs: { second: '秒', minute: '分', hour: '时', day: '日', month: '月', year: '年' } as Record<Exclude<CronUnit, 'week'>, string>,
  /** Limits of 002 §5, said where the numbers are typed. */
  limits: {
    second: '秒为0-59的整数',
    minute: '分为0-59的整数',
    hour: '时为0-23的整数',
    day: '日为1-31的整数',
    month: '月为1-12的整数',
    week: '星期为周日至周六',
    year: '年为1970-2099的整数（结束年份不小于开始年份）',
  } as Record<CronUnit, string>,
  loopMin: '循环间隔最小为1',
};

/** The word for one step of a unit in sentences ("每 5 分钟执行一次"). */
export const UNIT_WORDS: Record<CronUnit, string> = { second: '秒', minute: '分钟', hour: '小时', day: '日', month: '月', week: '星期', year: '年' };

export const MODE_TEXTS: Record<UnitMode, (unit: CronUnit) => string> = {
  EVERY: (u) => (u === 'week' ? '每天（不限星期）' : `每${UNIT_WORDS[u]}`),
  NONE: () => '不指定（?）',
  UNSET: () => '不指定年份',
  RANGE: () => '周期',
  LOOP: () => '循环',
  SPECIFY: () => '指定',
  WORKDAY: () => '最近工作日（W）',
  LAST_WORKDAY: () => '本月最后一个工作日（LW）',
  LAST: () => '本月最后一天（L）',
  NTH: () => '第几个星期几（#）',
  LAST_OF: () => '本月最后一个星期几（L）',
  CUSTOM: () => '自定义',
};
