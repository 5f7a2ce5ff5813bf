import { describe, expect, it } from 'vitest';
import {
  answerCells,
  answerColumns,
  answerText,
  answerTime,
  csvField,
  csvLine,
  exportHeader,
  exportRow,
  neutralised,
  UTF8_BOM,
  zipEntryName,
} from './answerTable.ts';

const items = [
  { key: 'name', label: '氏名' },
  { key: 'topics', label: '関心' },
];

describe('answer columns and cells', () => {
  it('puts the form’s items first, then keys only older answers hold, once each in the order met', () => {
    const answers = [
      { values: [{ key: 'old', label: '旧項目', value: 'x' }] },
      {
        values: [
          { key: 'name', label: '別名', value: 'y' },
          { key: 'old', label: '別ラベル', value: 'z' },
          { key: 'bare', label: '', value: '' },
        ],
      },
    ];
    expect(answerColumns(items, answers)).toEqual([
      { key: 'name', label: '氏名' },
      { key: 'topics', label: '関心' },
      { key: 'old', label: '旧項目' },
      { key: 'bare', label: 'bare' },
    ]);
  });

  it('writes choices joined with 「、」 and nothing where an answer holds no value', () => {
    expect(answerText(['防災', '住まい'])).toBe('防災、住まい');
    expect(answerText(undefined)).toBe('');
    expect(answerCells([{ key: 'topics', label: '関心', value: ['a'] }], items)).toEqual(['', 'a']);
  });
});

describe('CSV rules', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const cell of ['=SUM(1)', '+1', '-1', '@A1', '\t=1', '\r=1']) expect(neutralised(cell)).toBe(`'${cell}`);
    for (const cell of ['', '山田', '1-2', 'a=b', "'=x"]) expect(neutralised(cell)).toBe(cell);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180), and ends lines with CRLF', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('一行目\n二行目')).toBe('"一行目\n二行目"');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvLine(['a', 'b c', ''])).toBe('a,b c,\r\n');
    expect(UTF8_BOM).toBe('\uFEFF');
  });
});

describe('export rows', () => {
  it('begins with the answer number and the time in Japan, ends with the attached files', () => {
    expect(exportHeader(items)).toEqual(['回答番号', '受付日時', '氏名', '関心', '添付ファイル']);
    const answer = {
      id: 12,
      createdAt: '2026-11-23T15:05:03.000Z',
      values: [{ key: 'name', label: '氏名', value: '山田' }],
      files: [{ name: 'a.pdf' }, { name: 'b.png' }],
    };
    expect(exportRow(answer, items)).toEqual(['12', '2026/11/24 00:05:03', '山田', '', 'a.pdf、b.png']);
    expect(answerTime('not a date')).toBe('not a date');
  });

  it('says the time as Intl.DateTimeFormat says it in Asia/Tokyo, across years, month ends and midnights', () => {
    const intl = new Intl.DateTimeFormat('ja-JP', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const byIntl = (date: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
      return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const instants = [
      '2026-12-31T14:59:59.999Z',
      '2026-12-31T15:00:00Z',
      '2028-02-28T15:30:00Z',
      '1999-12-31T23:59:59Z',
    ];
    // Spread over 1970–2100, at whatever seconds they fall on.
    for (let step = 0; step < 2000; step += 1) instants.push(new Date(step * 2_053_921_117).toISOString());
    for (const iso of instants) expect(answerTime(iso), iso).toBe(byIntl(new Date(iso)));
  });

  it('names a zip entry by answer, with what file systems refuse replaced', () => {
    expect(zipEntryName(7, 'doc', '写真.jpg')).toBe('files/7/doc_写真.jpg');
    expect(zipEntryName(7, 'doc', '../a\\b:c*?"<>|\u0001.txt')).toBe('files/7/doc_.._a_b_c_______.txt');
  });
});
