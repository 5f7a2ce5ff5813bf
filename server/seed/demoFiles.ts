import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ServerContext } from '../context.ts';
import { localFiles } from '../db/schema.ts';
import { storeFile } from '../routes/localFile.ts';

/** A drawing of the main building (shapes only: no font needed to rasterise it). */
const buildingSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 640 360">
<rect width="640" height="360" fill="#dfe8f5"/><rect x="150" y="90" width="340" height="24" fill="#5a6b85"/>
<rect x="170" y="114" width="300" height="196" fill="#8a9bb5"/><rect x="290" y="230" width="60" height="80" fill="#3d4a5c"/>
<g fill="#eef3fa">${[190, 250, 370, 430]
  .flatMap((x) => [140, 190].map((y) => `<rect x="${x}" y="${y}" width="30" height="30"/>`))
  .join('')}</g><rect x="0" y="310" width="640" height="50" fill="#9fb48a"/></svg>`;

/** The organisation's mark, kept as SVG (an image the server serves under its own policy). */
const logoSvg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<circle cx="100" cy="100" r="90" fill="#0031d8"/><path d="M55 120 L100 50 L145 120 Z" fill="#fff"/>
<rect x="60" y="128" width="80" height="14" fill="#fff"/></svg>`;

/** A one-page PDF, its cross-reference table computed (a valid file any viewer opens). */
export const minimalPdf = (text: string): Buffer => {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/gu, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/**
 * The demo organisation's images and files (issue 18), stored the way an upload is (storeFile: checks,
 * storage, thumbnail, row), so /cms/files shows real ones. Made at seed time: a few milliseconds of sharp.
 * Only into an empty file list.
 */
export const seedDemoFiles = async (context: Pick<ServerContext, 'db' | 'files'>): Promise<void> => {
  if ((await context.db.select({ id: localFiles.id }).from(localFiles).limit(1)).length > 0) return;
  const building = await sharp(Buffer.from(buildingSvg)).png().toBuffer();
  const files: [string, Buffer][] = [
    ['本庁舎.png', building],
    ['ロゴ.svg', Buffer.from(logoSvg)],
    ['窓口案内.pdf', minimalPdf('Madoguchi annai (sample)')],
  ];
  for (const [filename, bytes] of files) {
    await storeFile(context, { filename, file: Readable.from([bytes]), onConflict: 'keep', uploadedBy: null });
  }
};
