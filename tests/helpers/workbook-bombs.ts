/**
 * Workbooks made at test time that cost far more to unpack than to send: built as streams with fflate, so the
 * test itself never holds the unpacked text.
 */
import { Zip, ZipDeflate } from 'fflate';

const encoder = new TextEncoder();
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const WORKBOOK = '<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS = '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

type Writer = (push: (text: string) => void) => void;

function workbook(parts: Record<string, string | Writer>): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  for (const [name, content] of Object.entries(parts)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    if (typeof content === 'string') file.push(encoder.encode(content), true);
    else {
      content((text) => file.push(encoder.encode(text), false));
      file.push(new Uint8Array(0), true);
    }
  }
  zip.end();
  return Buffer.concat(chunks);
}

const base = { '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': WORKBOOK, 'xl/_rels/workbook.xml.rels': RELS };

/** A sheet of `rows` rows of three inline-text cells (1,000,000 rows pack to a few MB). */
export function manyRows(rows: number): Buffer {
  return workbook({
    ...base,
    'xl/worksheets/sheet1.xml': (push) => {
      push('<?xml version="1.0"?><worksheet><sheetData>');
      push(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>姓名</t></is></c><c r="B1" t="inlineStr"><is><t>性别</t></is></c><c r="C1" t="inlineStr"><is><t>所属网格</t></is></c></row>',
      );
      let batch = '';
      // Rows and cells without references (optional in the format): identical rows pack to almost nothing.
      for (let r = 2; r <= rows; r++) {
        batch +=
          '<row><c t="inlineStr"><is><t>居民</t></is></c><c t="inlineStr"><is><t>男</t></is></c><c t="inlineStr"><is><t>210102001002001</t></is></c></row>';
        if (batch.length > 1 << 20) {
          push(batch);
          batch = '';
        }
      }
      push(`${batch}</sheetData></worksheet>`);
    },
  });
}

/** One shared string of `chars` characters (60,000,000 pack to about 60 KB). */
export function hugeString(chars: number): Buffer {
  return workbook({
    ...base,
    'xl/sharedStrings.xml': (push) => {
      push('<?xml version="1.0"?><sst><si><t>');
      const block = 'a'.repeat(1 << 20);
      for (let left = chars; left > 0; left -= block.length) push(left >= block.length ? block : block.slice(0, left));
      push('</t></si></sst>');
    },
    'xl/worksheets/sheet1.xml': '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
  });
}

/** Many small shared strings whose local headers claim 100 bytes each: the sizes a zip declares can lie. */
export function lyingSizes(strings: number): Buffer {
  const zip = workbook({
    ...base,
    'xl/sharedStrings.xml': (push) => {
      push('<?xml version="1.0"?><sst>');
      for (let i = 0; i < strings; i += 10_000) push('<si><t>x</t></si>'.repeat(10_000));
      push('</sst>');
    },
    'xl/worksheets/sheet1.xml': '<?xml version="1.0"?><worksheet><sheetData/></worksheet>',
  });
  // Local file headers: signature PK\3\4, uncompressed size at offset 22 (when not deferred to a data descriptor).
  for (let at = zip.indexOf('PK\u0003\u0004'); at >= 0; at = zip.indexOf('PK\u0003\u0004', at + 4)) zip.writeUInt32LE(100, at + 22);
  return zip;
}
