import { describe, expect, it } from 'vitest';
import { excelDateCell, importedDate } from '../../src/server/services/crud/excel-dates.js';

describe('dates in spreadsheets', () => {
  it('exports stored text as the Date whose UTC fields are that text (the cell shows it exactly)', () => {
    expect((excelDateCell('2026-03-05') as Date).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect((excelDateCell('2026-11-20 08:30:15') as Date).toISOString()).toBe('2026-11-20T08:30:15.000Z');
    expect(excelDateCell('2026-02-30')).toBe('2026-02-30');
    expect(excelDateCell(null)).toBe(null);
  });

  it('imports a date cell or a typed date as the text the property stores', () => {
    expect(['2026/3/5', '2026.3.5', '2026年3月5日', '2026-03-05', '2026-03-05 00:00:00'].map((v) => importedDate(v, 'date'))).toEqual(
      Array(5).fill('2026-03-05'),
    );
    expect(importedDate('2026-03-05 08:30', 'date')).toBe('2026-03-05 08:30');
    expect(importedDate('2026/3/5 8:30', 'date-time')).toBe('2026-03-05 08:30:00');
    expect(importedDate('2026-03-05', 'date-time')).toBe('2026-03-05 00:00:00');
    expect(importedDate('明天', 'date')).toBe('明天');
  });
});
