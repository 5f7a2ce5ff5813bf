import type { ImageGridItem } from './ImageGrid.tsx';

/** A small picture as a data: URL, so stories need no network. */
const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90"><rect width="160" height="90" fill="${fill}"/><text x="80" y="52" font-size="18" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

/** Sample images for the stories of ImageGrid and ImagePicker. */
export const sampleImages: ImageGridItem[] = [
  {
    id: 1,
    name: '庁舎.png',
    url: '/api/local/1/庁舎.png',
    thumbnailUrl: picture('#0031D8', '庁舎'),
    size: 245_760,
    width: 640,
    height: 360,
    uploadedBy: '広報課 山田',
    createdAt: '2026-11-20T01:30:00Z',
  },
  {
    id: 2,
    name: '防災マップ.jpg',
    url: '/api/local/2/防災マップ.jpg',
    thumbnailUrl: picture('#197A4B', '防災'),
    size: 3_250_000,
    width: 1920,
    height: 1080,
    uploadedBy: '総務課 佐藤',
    createdAt: '2026-11-21T05:00:00Z',
  },
  {
    id: 3,
    name: 'ロゴ.svg',
    url: '/api/local/3/ロゴ.svg',
    // As the server reads an SVG without a size of its own: no thumbnail, no dimensions.
    thumbnailUrl: null,
    width: null,
    height: null,
    size: 8_200,
    uploadedBy: '広報課 山田',
    createdAt: '2026-11-22T23:15:00Z',
  },
  {
    id: 4,
    name: '市長あいさつ.webp',
    url: '/api/local/4/市長あいさつ.webp',
    thumbnailUrl: picture('#A90000', '市長'),
    size: 512,
    width: 800,
    height: 600,
  },
];
