export { $webNavEntries, webDomain, webFx, webs } from './webs.ts';
