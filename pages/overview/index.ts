export { OverviewPage } from './page.tsx';
export { areaLabels } from './text.ts';
