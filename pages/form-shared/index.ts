export { formPeriod, formWebLabel, useWebLabels } from './words.ts';
