/**
 * Quartz's own cron cases, for the reader in validators/cron: every expression of Quartz 2.3.2's CronExpressionTest
 * and Quartz601Test (quartz-core/src/test/java/org/quartz, tag v2.3.2), those issue 30 found disagreeing and a few
 * more read off CronExpression.java's parser, each with its source, Quartz's verdict and, for a valid one, the fire
 * times Quartz 2.3.2's CronExpression.getNextValidTimeAfter gives after `from` (China time). Verdicts and times were
 * produced by compiling quartz-core/src/main/java/org/quartz/CronExpression.java at v2.3.2 and running it with the
 * Asia/Shanghai zone; `quartz` keeps Quartz's own reason for a refusal. A `next` shorter than its `count` means
 * Quartz had no more (a fixed year runs out).
 */
export interface QuartzCronCase {
  /** The suite and test the expression comes from ("issue 30" for the disagreements listed there). */
  source: string;
  expression: string;
  valid: boolean;
  /** China time, 'yyyy-MM-dd HH:mm:ss'. */
  from?: string;
  /** How many fire times were asked of Quartz; `next` is shorter when Quartz answered null first. */
  count?: number;
  next?: string[];
  /** Quartz's ParseException message for a refusal. */
  quartz?: string;
}

export const QUARTZ_CRON_CASES: QuartzCronCase[] = [
  { source: "Quartz 2.3.2 CronExpressionTest.testIsSatisfiedBy", expression: "0 15 10 * * ? 2005", valid: true, from: "2005-06-01 10:14:59", count: 3, next: ["2005-06-01 10:15:00", "2005-06-02 10:15:00", "2005-06-03 10:15:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testIsSatisfiedBy", expression: "0 15 10 * * ? 2005", valid: true, from: "2006-06-01 10:14:59", count: 1, next: [] },
  { source: "Quartz 2.3.2 CronExpressionTest.testLastDayOffset", expression: "0 15 10 L-2 * ? 2010", valid: true, from: "2010-01-01 00:00:00", count: 13, next: ["2010-01-29 10:15:00", "2010-02-26 10:15:00", "2010-03-29 10:15:00", "2010-04-28 10:15:00", "2010-05-29 10:15:00", "2010-06-28 10:15:00", "2010-07-29 10:15:00", "2010-08-29 10:15:00", "2010-09-28 10:15:00", "2010-10-29 10:15:00", "2010-11-28 10:15:00", "2010-12-29 10:15:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testLastDayOffset", expression: "0 15 10 L-5W * ? 2010", valid: true, from: "2010-01-01 00:00:00", count: 13, next: ["2010-01-26 10:15:00", "2010-02-23 10:15:00", "2010-03-26 10:15:00", "2010-04-26 10:15:00", "2010-05-26 10:15:00", "2010-06-25 10:15:00", "2010-07-26 10:15:00", "2010-08-26 10:15:00", "2010-09-24 10:15:00", "2010-10-26 10:15:00", "2010-11-25 10:15:00", "2010-12-27 10:15:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testLastDayOffset", expression: "0 15 10 L-1 * ? 2010", valid: true, from: "2010-10-30 10:14:59", count: 2, next: ["2010-10-30 10:15:00", "2010-11-29 10:15:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testLastDayOffset", expression: "0 15 10 L-1W * ? 2010", valid: true, from: "2010-01-01 00:00:00", count: 13, next: ["2010-01-29 10:15:00", "2010-02-26 10:15:00", "2010-03-30 10:15:00", "2010-04-29 10:15:00", "2010-05-31 10:15:00", "2010-06-29 10:15:00", "2010-07-30 10:15:00", "2010-08-30 10:15:00", "2010-09-29 10:15:00", "2010-10-29 10:15:00", "2010-11-29 10:15:00", "2010-12-30 10:15:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz571", expression: "19 15 10 4 Apr ?", valid: true, from: "2026-01-01 00:00:00", count: 3, next: ["2026-04-04 10:15:19", "2027-04-04 10:15:19", "2028-04-04 10:15:19"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testQtz259", expression: "0 0 0 L-2 * ? *", valid: true, from: "2026-11-27 00:00:00", count: 26, next: ["2026-11-28 00:00:00", "2026-12-29 00:00:00", "2027-01-29 00:00:00", "2027-02-26 00:00:00", "2027-03-29 00:00:00", "2027-04-28 00:00:00", "2027-05-29 00:00:00", "2027-06-28 00:00:00", "2027-07-29 00:00:00", "2027-08-29 00:00:00", "2027-09-28 00:00:00", "2027-10-29 00:00:00", "2027-11-28 00:00:00", "2027-12-29 00:00:00", "2028-01-29 00:00:00", "2028-02-27 00:00:00", "2028-03-29 00:00:00", "2028-04-28 00:00:00", "2028-05-29 00:00:00", "2028-06-28 00:00:00", "2028-07-29 00:00:00", "2028-08-29 00:00:00", "2028-09-28 00:00:00", "2028-10-29 00:00:00", "2028-11-28 00:00:00", "2028-12-29 00:00:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testQtz259LW", expression: "0 0 0 LW * ? *", valid: true, from: "2026-11-27 00:00:00", count: 26, next: ["2026-11-30 00:00:00", "2026-12-31 00:00:00", "2027-01-29 00:00:00", "2027-02-26 00:00:00", "2027-03-31 00:00:00", "2027-04-30 00:00:00", "2027-05-31 00:00:00", "2027-06-30 00:00:00", "2027-07-30 00:00:00", "2027-08-31 00:00:00", "2027-09-30 00:00:00", "2027-10-29 00:00:00", "2027-11-30 00:00:00", "2027-12-31 00:00:00", "2028-01-31 00:00:00", "2028-02-29 00:00:00", "2028-03-31 00:00:00", "2028-04-28 00:00:00", "2028-05-31 00:00:00", "2028-06-30 00:00:00", "2028-07-31 00:00:00", "2028-08-31 00:00:00", "2028-09-29 00:00:00", "2028-10-31 00:00:00", "2028-11-30 00:00:00", "2028-12-29 00:00:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz574", expression: "* * * * Foo ?", valid: false, quartz: "Invalid Month value: 'FOO'" },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz574", expression: "* * * * Jan-Foo ?", valid: false, quartz: "Invalid Month value: 'FOO'" },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz621", expression: "0 0 * * * *", valid: false, quartz: "Support for specifying both a day-of-week AND a day-of-month parameter is not implemented." },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz621", expression: "0 0 * 4 * *", valid: false, quartz: "Support for specifying both a day-of-week AND a day-of-month parameter is not implemented." },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz621", expression: "0 0 * * * 4", valid: false, quartz: "Support for specifying both a day-of-week AND a day-of-month parameter is not implemented." },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz640", expression: "0 43 9 1,5,29,L * ?", valid: false, quartz: "Support for specifying 'L' and 'LW' with other days of the month is not implemented" },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz640", expression: "0 43 9 ? * SAT,SUN,L", valid: false, quartz: "Support for specifying 'L' with other days of the week is not implemented" },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz640", expression: "0 43 9 ? * 6,7,L", valid: false, quartz: "Support for specifying 'L' with other days of the week is not implemented" },
  { source: "Quartz 2.3.2 CronExpressionTest.testQuartz640", expression: "0 43 9 ? * 5L", valid: true, from: "2026-01-01 00:00:00", count: 3, next: ["2026-01-29 09:43:00", "2026-02-26 09:43:00", "2026-03-26 09:43:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testQtz96", expression: "0/5 * * 32W 1 ?", valid: false, quartz: "The 'W' option does not make sense with values larger than 31 (max number of days in a month)" },
  { source: "Quartz 2.3.2 CronExpressionTest.testQtz395_CopyConstructorMustPreserveTimeZone", expression: "0 15 10 * * ? 2005", valid: true, from: "2004-12-31 00:00:00", count: 2, next: ["2005-01-01 10:15:00", "2005-01-02 10:15:00"] },
  { source: "Quartz 2.3.2 CronExpressionTest.testSecRangeIntervalAfterSlash", expression: "/120 0 8-18 ? * 2-6", valid: false, quartz: "Increment > 60 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testSecRangeIntervalAfterSlash", expression: "0/120 0 8-18 ? * 2-6", valid: false, quartz: "Increment > 60 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testSecRangeIntervalAfterSlash", expression: "/ 0 8-18 ? * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testSecRangeIntervalAfterSlash", expression: "0/ 0 8-18 ? * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testMinRangeIntervalAfterSlash", expression: "0 /120 8-18 ? * 2-6", valid: false, quartz: "Increment > 60 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testMinRangeIntervalAfterSlash", expression: "0 0/120 8-18 ? * 2-6", valid: false, quartz: "Increment > 60 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testMinRangeIntervalAfterSlash", expression: "0 / 8-18 ? * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testMinRangeIntervalAfterSlash", expression: "0 0/ 8-18 ? * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testHourRangeIntervalAfterSlash", expression: "0 0 /120 ? * 2-6", valid: false, quartz: "Increment > 24 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testHourRangeIntervalAfterSlash", expression: "0 0 0/120 ? * 2-6", valid: false, quartz: "Increment > 24 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testHourRangeIntervalAfterSlash", expression: "0 0 / ? * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testHourRangeIntervalAfterSlash", expression: "0 0 0/ ? * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfMonthRangeIntervalAfterSlash", expression: "0 0 0 /120 * 2-6", valid: false, quartz: "Increment > 31 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfMonthRangeIntervalAfterSlash", expression: "0 0 0 0/120 * 2-6", valid: false, quartz: "Increment > 31 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfMonthRangeIntervalAfterSlash", expression: "0 0 0 / * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfMonthRangeIntervalAfterSlash", expression: "0 0 0 0/ * 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testMonthRangeIntervalAfterSlash", expression: "0 0 0 ? /120 2-6", valid: false, quartz: "Increment > 12 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testMonthRangeIntervalAfterSlash", expression: "0 0 0 ? 0/120 2-6", valid: false, quartz: "Increment > 12 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testMonthRangeIntervalAfterSlash", expression: "0 0 0 ? / 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testMonthRangeIntervalAfterSlash", expression: "0 0 0 ? 0/ 2-6", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfWeekRangeIntervalAfterSlash", expression: "0 0 0 ? * /120", valid: false, quartz: "Increment > 7 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfWeekRangeIntervalAfterSlash", expression: "0 0 0 ? * 0/120", valid: false, quartz: "Increment > 7 : 120" },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfWeekRangeIntervalAfterSlash", expression: "0 0 0 ? * /", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 CronExpressionTest.testDayOfWeekRangeIntervalAfterSlash", expression: "0 0 0 ? * 0/", valid: false, quartz: "'/' must be followed by an integer." },
  { source: "Quartz 2.3.2 Quartz601Test.testNormal", expression: "0 15 10 * * ? 2005", valid: true, from: "2005-01-01 00:00:00", count: 3, next: ["2005-01-01 10:15:00", "2005-01-02 10:15:00", "2005-01-03 10:15:00"] },
  { source: "Quartz 2.3.2 Quartz601Test.testSecond", expression: "58-4 5 21 ? * MON-FRI", valid: true, from: "2026-11-27 00:00:00", count: 9, next: ["2026-11-27 21:05:00", "2026-11-27 21:05:01", "2026-11-27 21:05:02", "2026-11-27 21:05:03", "2026-11-27 21:05:04", "2026-11-27 21:05:58", "2026-11-27 21:05:59", "2026-11-30 21:05:00", "2026-11-30 21:05:01"] },
  { source: "Quartz 2.3.2 Quartz601Test.testMinute", expression: "0 58-4 21 ? * MON-FRI", valid: true, from: "2026-11-27 00:00:00", count: 9, next: ["2026-11-27 21:00:00", "2026-11-27 21:01:00", "2026-11-27 21:02:00", "2026-11-27 21:03:00", "2026-11-27 21:04:00", "2026-11-27 21:58:00", "2026-11-27 21:59:00", "2026-11-30 21:00:00", "2026-11-30 21:01:00"] },
  { source: "Quartz 2.3.2 Quartz601Test.testHour", expression: "0 0/5 21-3 ? * MON-FRI", valid: true, from: "2026-11-27 20:50:00", count: 12, next: ["2026-11-27 21:00:00", "2026-11-27 21:05:00", "2026-11-27 21:10:00", "2026-11-27 21:15:00", "2026-11-27 21:20:00", "2026-11-27 21:25:00", "2026-11-27 21:30:00", "2026-11-27 21:35:00", "2026-11-27 21:40:00", "2026-11-27 21:45:00", "2026-11-27 21:50:00", "2026-11-27 21:55:00"] },
  { source: "Quartz 2.3.2 Quartz601Test.testDayOfWeekNumber", expression: "58 5 21 ? * 6-2", valid: true, from: "2026-11-27 00:00:00", count: 5, next: ["2026-11-27 21:05:58", "2026-11-28 21:05:58", "2026-11-29 21:05:58", "2026-11-30 21:05:58", "2026-12-04 21:05:58"] },
  { source: "Quartz 2.3.2 Quartz601Test.testDayOfWeek", expression: "58 5 21 ? * FRI-TUE", valid: true, from: "2026-11-27 00:00:00", count: 5, next: ["2026-11-27 21:05:58", "2026-11-28 21:05:58", "2026-11-29 21:05:58", "2026-11-30 21:05:58", "2026-12-01 21:05:58"] },
  { source: "Quartz 2.3.2 Quartz601Test.testDayOfMonth", expression: "58 5 21 28-5 1 ?", valid: true, from: "2026-11-27 00:00:00", count: 10, next: ["2027-01-01 21:05:58", "2027-01-02 21:05:58", "2027-01-03 21:05:58", "2027-01-04 21:05:58", "2027-01-05 21:05:58", "2027-01-28 21:05:58", "2027-01-29 21:05:58", "2027-01-30 21:05:58", "2027-01-31 21:05:58", "2028-01-01 21:05:58"] },
  { source: "Quartz 2.3.2 Quartz601Test.testMonth", expression: "58 5 21 ? 11-2 FRI", valid: true, from: "2026-11-27 00:00:00", count: 8, next: ["2026-11-27 21:05:58", "2026-12-04 21:05:58", "2026-12-11 21:05:58", "2026-12-18 21:05:58", "2026-12-25 21:05:58", "2027-01-01 21:05:58", "2027-01-08 21:05:58", "2027-01-15 21:05:58"] },
  { source: "Quartz 2.3.2 Quartz601Test.testAmbiguous", expression: "0 0 14-6 ? * FRI-MON", valid: true, from: "2026-11-27 00:00:00", count: 20, next: ["2026-11-27 01:00:00", "2026-11-27 02:00:00", "2026-11-27 03:00:00", "2026-11-27 04:00:00", "2026-11-27 05:00:00", "2026-11-27 06:00:00", "2026-11-27 14:00:00", "2026-11-27 15:00:00", "2026-11-27 16:00:00", "2026-11-27 17:00:00", "2026-11-27 18:00:00", "2026-11-27 19:00:00", "2026-11-27 20:00:00", "2026-11-27 21:00:00", "2026-11-27 22:00:00", "2026-11-27 23:00:00", "2026-11-28 00:00:00", "2026-11-28 01:00:00", "2026-11-28 02:00:00", "2026-11-28 03:00:00"] },
  { source: "Quartz 2.3.2 Quartz601Test.testAmbiguous", expression: "55-3 56-2 6 ? * FRI", valid: true, from: "2026-11-27 00:00:00", count: 12, next: ["2026-11-27 06:00:00", "2026-11-27 06:00:01", "2026-11-27 06:00:02", "2026-11-27 06:00:03", "2026-11-27 06:00:55", "2026-11-27 06:00:56", "2026-11-27 06:00:57", "2026-11-27 06:00:58", "2026-11-27 06:00:59", "2026-11-27 06:01:00", "2026-11-27 06:01:01", "2026-11-27 06:01:02"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 15 10 L-2 * ?", valid: true, from: "2026-01-01 00:00:00", count: 6, next: ["2026-01-29 10:15:00", "2026-02-26 10:15:00", "2026-03-29 10:15:00", "2026-04-28 10:15:00", "2026-05-29 10:15:00", "2026-06-28 10:15:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 15 10 L-3W * ?", valid: true, from: "2026-01-01 00:00:00", count: 6, next: ["2026-01-28 10:15:00", "2026-02-25 10:15:00", "2026-03-27 10:15:00", "2026-04-27 10:15:00", "2026-05-28 10:15:00", "2026-06-26 10:15:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 ? * SAT-SUN", valid: true, from: "2026-11-27 00:00:00", count: 4, next: ["2026-11-28 12:00:00", "2026-11-29 12:00:00", "2026-12-05 12:00:00", "2026-12-06 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 ? NOV-FEB MON", valid: true, from: "2027-02-20 00:00:00", count: 3, next: ["2027-02-22 12:00:00", "2027-11-01 12:00:00", "2027-11-08 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 28-5 * ?", valid: true, from: "2026-02-25 00:00:00", count: 10, next: ["2026-02-28 12:00:00", "2026-03-01 12:00:00", "2026-03-02 12:00:00", "2026-03-03 12:00:00", "2026-03-04 12:00:00", "2026-03-05 12:00:00", "2026-03-28 12:00:00", "2026-03-29 12:00:00", "2026-03-30 12:00:00", "2026-03-31 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "58-4/2 * * * * ?", valid: true, from: "2026-11-27 00:00:00", count: 5, next: ["2026-11-27 00:00:02", "2026-11-27 00:00:04", "2026-11-27 00:00:58", "2026-11-27 00:01:00", "2026-11-27 00:01:02"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0/120 * * * * ?", valid: false, quartz: "Increment > 60 : 120" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0/60 * * * ?", valid: false, quartz: "Increment > 60 : 60" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0/59 * * * ?", valid: true, from: "2026-11-27 00:00:00", count: 3, next: ["2026-11-27 00:59:00", "2026-11-27 01:00:00", "2026-11-27 01:59:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0-59/120 * * * * ?", valid: true, from: "2026-11-27 00:00:00", count: 2, next: ["2026-11-27 00:01:00", "2026-11-27 00:02:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 0/24 * * ?", valid: false, quartz: "Increment > 24 : 24" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 0 1/32 * ?", valid: false, quartz: "Increment > 31 : 32" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 0 ? 1/13 *", valid: false, quartz: "Increment > 12 : 13" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 ? * 1/8", valid: false, quartz: "Increment > 7 : 8" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 ? * 1/7", valid: true, from: "2026-11-27 00:00:00", count: 2, next: ["2026-11-29 12:00:00", "2026-12-06 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 1 1-AUG ?", valid: false, quartz: "Illegal cron expression format (java.lang.NumberFormatException: For input string: \"A\")" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 1 JAN-8 ?", valid: false, quartz: "Illegal cron expression format (java.lang.StringIndexOutOfBoundsException: begin 4, end 7, length 5)" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 ? * WED-7", valid: false, quartz: "Illegal cron expression format (java.lang.StringIndexOutOfBoundsException: begin 4, end 7, length 5)" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 ? * 4-SAT", valid: false, quartz: "Illegal cron expression format (java.lang.NumberFormatException: For input string: \"S\")" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "* * * * * ?", valid: true, from: "1900-01-01 00:00:00", count: 2, next: ["1970-01-01 00:00:00", "1970-01-01 00:00:01"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 0 1 1 ? *", valid: true, from: "1900-01-01 00:00:00", count: 2, next: ["1970-01-01 00:00:00", "1971-01-01 00:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 1W,15 * ?", valid: true, from: "2026-01-01 00:00:00", count: 4, next: ["2026-01-01 12:00:00", "2026-02-02 12:00:00", "2026-03-02 12:00:00", "2026-04-01 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 15,1W * ?", valid: true, from: "2026-01-01 00:00:00", count: 4, next: ["2026-01-01 12:00:00", "2026-02-02 12:00:00", "2026-03-02 12:00:00", "2026-04-01 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 1,L * ?", valid: false, quartz: "Support for specifying 'L' and 'LW' with other days of the month is not implemented" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 L,15W * ?", valid: false, quartz: "Support for specifying 'L' and 'LW' with other days of the month is not implemented" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 LW,15 * ?", valid: false, quartz: "Support for specifying 'L' and 'LW' with other days of the month is not implemented" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 L-31 * ?", valid: false, quartz: "Offset from last day must be <= 30" },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 12 1 JUL ?", valid: true, from: "2026-01-01 00:00:00", count: 2, next: ["2026-07-01 12:00:00", "2027-07-01 12:00:00"] },
  { source: "issue 30 (run on Quartz 2.3.2)", expression: "0 0 0 1 1 ? 2030-2025", valid: false, quartz: "Illegal cron expression format (java.lang.IllegalArgumentException: Start year must be less than stop year)" },
  { source: "Quartz 2.3.2 CronExpression.storeExpressionVals (a step after a name is dropped; run)", expression: "0 0 12 ? * MON-FRI/2", valid: true, from: "2026-11-27 00:00:00", count: 4, next: ["2026-11-27 12:00:00", "2026-11-30 12:00:00", "2026-12-01 12:00:00", "2026-12-02 12:00:00"] },
  { source: "Quartz 2.3.2 CronExpression.storeExpressionVals (a step after a name is dropped; run)", expression: "0 0 12 1 JAN/3 ?", valid: true, from: "2026-11-27 00:00:00", count: 3, next: ["2027-01-01 12:00:00", "2028-01-01 12:00:00", "2029-01-01 12:00:00"] },
  { source: "Quartz 2.3.2 CronExpression.storeExpressionVals (a step after a name is dropped; run)", expression: "0 0 12 ? * SAT-MON/2", valid: true, from: "2026-11-27 00:00:00", count: 4, next: ["2026-11-28 12:00:00", "2026-11-29 12:00:00", "2026-11-30 12:00:00", "2026-12-05 12:00:00"] },
];
