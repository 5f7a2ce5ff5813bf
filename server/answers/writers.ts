import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { csvLine, UTF8_BOM } from '../../contract/answerTable.ts';
import type { ExportFormat, LackingChar } from '../../contract/formAnswer.ts';
import { cp932Encoder } from './cp932.ts';
import { answerMessages } from './messages.ts';
import { storageSink } from './sink.ts';

/** Where a zip's attached file comes from: read from the storage when the archive reaches it. */
export interface ZipFileEntry {
  name: string;
  open: () => Promise<Readable | undefined>;
}

/**
 * One export's file, written a row at a time into `stream` (which the file storage reads as it goes).
 * `header` first, then `row` per answer, `file` (zip only) after the rows, `finish` last; `abort` leaves
 * nothing behind.
 */
export interface ExportWriter {
  readonly contentType: string;
  readonly extension: string;
  readonly stream: Readable;
  header: (cells: readonly string[]) => Promise<void>;
  row: (answerId: number, cells: readonly string[]) => Promise<void>;
  /** Waits while the storage is behind (called between batches). */
  settle: () => Promise<void>;
  file: (entry: ZipFileEntry) => void;
  finish: () => Promise<void>;
  abort: (reason: Error) => void;
  /** The characters CP932 lacks, as found (Shift_JIS only). */
  readonly lacking: LackingChar[];
  readonly lackingCount: number;
}

export const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  'csv-sjis': 'text/csv; charset=Shift_JIS',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};
const extensions: Record<ExportFormat, string> = { csv: 'csv', 'csv-sjis': 'csv', xlsx: 'xlsx', zip: 'zip' };

const noFiles = () => {
  throw new Error('only a zip holds files');
};

/** UTF-8 with a BOM: Excel in Japan opens it with a double-click. */
const csvWriter = (): ExportWriter => {
  const sink = storageSink();
  return {
    contentType: contentTypes.csv,
    extension: extensions.csv,
    stream: sink.stream,
    header: (cells) => sink.push(UTF8_BOM + csvLine(cells)),
    row: (_id, cells) => sink.push(csvLine(cells)),
    settle: async () => undefined,
    file: noFiles,
    finish: async () => sink.end(),
    abort: sink.abort,
    lacking: [],
    lackingCount: 0,
  };
};

/** CP932, each character it lacks written as 「?」 and reported with its answer and column. */
const sjisWriter = (listed: number): ExportWriter => {
  const sink = storageSink();
  const encoder = cp932Encoder();
  const lacking: LackingChar[] = [];
  let count = 0;
  let labels: readonly string[] = [];
  return {
    contentType: contentTypes['csv-sjis'],
    extension: extensions['csv-sjis'],
    stream: sink.stream,
    header: (cells) => {
      labels = cells;
      // A heading CP932 lacks (an item's label) is written with 「?」 too; no answer holds it.
      return sink.push(encoder.encode(csvLine(cells.map((cell) => encoder.clean(cell, () => undefined)))));
    },
    row: (answerId, cells) => {
      const clean = cells.map((cell, index) =>
        encoder.clean(cell, (char) => {
          count += 1;
          if (lacking.length < listed) lacking.push({ answerId, label: labels[index] ?? '', char });
        }),
      );
      return sink.push(encoder.encode(csvLine(clean)));
    },
    settle: async () => undefined,
    file: noFiles,
    finish: async () => sink.end(),
    abort: sink.abort,
    lacking,
    get lackingCount() {
      return count;
    },
  };
};

/** Excel's own format through exceljs' streaming writer: every value a text cell (a leading 「=」 runs nothing). */
const xlsxWriter = (): ExportWriter => {
  const stream = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(answerMessages.answersWord, { views: [{ state: 'frozen', ySplit: 1 }] });
  const textRow = (cells: readonly string[]) => {
    const row = sheet.addRow([]);
    cells.forEach((cell, index) => {
      // Set as a rich-free string value: exceljs writes a string, never a formula, whatever it starts with.
      row.getCell(index + 1).value = cell;
    });
    return row;
  };
  return {
    contentType: contentTypes.xlsx,
    extension: extensions.xlsx,
    stream,
    header: async (cells) => {
      const row = textRow(cells);
      row.font = { bold: true };
      row.commit();
    },
    row: async (_id, cells) => {
      textRow(cells).commit();
    },
    settle: async () => {
      if (stream.writableNeedDrain) await once(stream, 'drain');
    },
    file: noFiles,
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
    abort: (reason) => {
      stream.on('error', () => undefined);
      stream.destroy(reason);
    },
    lacking: [],
    lackingCount: 0,
  };
};

/** The UTF-8 CSV as 回答.csv and every attached file under files/<answer id>/… */
const zipWriter = (): ExportWriter => {
  const zip = new yazl.ZipFile();
  const csv = csvWriter();
  zip.addReadStream(csv.stream, answerMessages.zipCsvName);
  const output = zip.outputStream as PassThrough;
  let csvEnded = false;
  return {
    contentType: contentTypes.zip,
    extension: extensions.zip,
    stream: output,
    header: csv.header,
    row: csv.row,
    settle: async () => undefined,
    file: (entry) => {
      if (!csvEnded) {
        csvEnded = true;
        void csv.finish();
      }
      zip.addReadStreamLazy(entry.name, {}, (callback) => {
        entry.open().then(
          (stream) => callback(null, stream ?? emptyStream()),
          (error: unknown) => callback(error as Error, undefined as unknown as Readable),
        );
      });
    },
    finish: async () => {
      if (!csvEnded) {
        csvEnded = true;
        await csv.finish();
      }
      zip.end();
    },
    abort: (reason) => {
      csv.abort(reason);
      output.on('error', () => undefined);
      output.destroy(reason);
    },
    lacking: [],
    lackingCount: 0,
  };
};

const emptyStream = (): Readable => {
  const stream = new PassThrough();
  stream.end();
  return stream;
};

export const exportWriter = (format: ExportFormat, listed: number): ExportWriter => {
  switch (format) {
    case 'csv':
      return csvWriter();
    case 'csv-sjis':
      return sjisWriter(listed);
    case 'xlsx':
      return xlsxWriter();
    case 'zip':
      return zipWriter();
  }
};
