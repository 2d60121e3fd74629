import type { ImportOutcome } from '../data-provider';
import { texts } from '../texts';

type Counts = NonNullable<ImportOutcome['result']>;

/** Counts and error workbook of an import (002 §8: code 201 shows the message, detail text and a download link). */
export function importReport(result: unknown): Counts | undefined {
  const r = result as Partial<Counts> | null | undefined;
  return r && typeof r === 'object' && typeof r.errorCount === 'number' && r.errorCount > 0 ? (r as Counts) : undefined;
}

export function ImportReport({ counts, fileUrl }: { counts: Counts; fileUrl?: string }) {
  return (
    <div className="zhdj-import-report">
      <p>{texts.importCounts(counts.totalCount, counts.successCount, counts.errorCount)}</p>
      {fileUrl ? (
        <a href={fileUrl} target="_blank" rel="noreferrer" download>
          {texts.importErrorFile}
        </a>
      ) : null}
    </div>
  );
}
