export type { ImageGridItem, ImageGridProps, ImageGridWords } from './ImageGrid.tsx';
export { ImageGrid } from './ImageGrid.tsx';
