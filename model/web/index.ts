export { $webNavEntries, webDomain, webFx, webLabel, webs } from './webs.ts';
