import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { ServerContext } from '../context.ts';
import { localFiles } from '../db/schema.ts';
import { storeFile } from '../routes/localFile.ts';
import { seedDemoAnswerFiles } from './demoAnswers.ts';
import { minimalPdf } from './minimalPdf.ts';

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

/**
 * The demo answers' attached files (issue 21), then the demo organisation's images and files (issue 18), stored the way an upload is (storeFile: checks,
 * storage, thumbnail, row), so /cms/files shows real ones. Made at seed time: a few milliseconds of sharp.
 * Only into an empty file list.
 */
export const seedDemoFiles = async (context: Pick<ServerContext, 'db' | 'files'>): Promise<void> => {
  await seedDemoAnswerFiles(context);
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
