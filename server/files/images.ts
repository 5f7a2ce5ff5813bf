import sharp from 'sharp';

/** The largest side of a thumbnail in the image grid. */
const THUMBNAIL_SIZE = 320;

const numeric = (value: string | undefined): number | null => {
  if (value === undefined || !/^\s*\d+(?:\.\d+)?\s*(?:px)?\s*$/u.test(value)) return null;
  return Math.round(Number.parseFloat(value));
};

/** An SVG's own width and height attributes when they are plain numbers (px), else null (a percentage, none). */
export const svgSize = (text: string): { width: number | null; height: number | null } => {
  const root = /<svg\b[^>]*>/iu.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'iu').exec(root)?.[1];
  return { width: numeric(attribute('width')), height: numeric(attribute('height')) };
};

export interface ImageFacts {
  width: number | null;
  height: number | null;
  /** A WebP of at most 320×320, or undefined when the image cannot be drawn. */
  thumbnail: Buffer | undefined;
}

/** An image's size in pixels and its thumbnail (sharp rasterises an SVG too). */
export const imageFacts = async (bytes: Buffer, svg: boolean): Promise<ImageFacts> => {
  let width: number | null = null;
  let height: number | null = null;
  if (svg) {
    ({ width, height } = svgSize(bytes.toString('utf8')));
  } else {
    const metadata = await sharp(bytes).metadata();
    width = metadata.width ?? null;
    height = metadata.height ?? null;
  }
  let thumbnail: Buffer | undefined;
  try {
    thumbnail = await sharp(bytes, { animated: false })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    thumbnail = undefined;
  }
  return { width, height, thumbnail };
};
