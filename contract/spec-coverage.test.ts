import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './index.ts';

/** Spec §7.1, read from the spec itself: a call added there and missing here fails this test. */
const spec = readFileSync(new URL('../../shared/spec/console-spec.md', import.meta.url), 'utf8');
const section = spec.slice(spec.indexOf('### 7.1'), spec.indexOf('### 7.2'));

interface SpecCall {
  group: string;
  method: string;
  path: string;
}

const specCalls: SpecCall[] = [];
let group = '';
for (const line of section.split('\n')) {
  const heading = /^\*\*(.+)\*\*$/.exec(line.trim());
  if (heading?.[1]) group = heading[1];
  if (!line.startsWith('- ')) continue;
  // One line may hold two calls: "GET /auth/login/msal, then POST /auth/login/msal."
  for (const match of line.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/\S*)/g)) {
    const path = (match[2] ?? '').replace(/[.,;:]+$/, '').replace(/\{(\w+)\}/g, ':$1');
    specCalls.push({ group, method: match[1] ?? '', path });
  }
}

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
const contractKeys = new Set(endpoints.map(key));
const specKeys = new Set(specCalls.map(key));

describe('spec §7.1 calls', () => {
  it('lists 84 calls in the groups the issue counts', () => {
    const counts = Object.fromEntries(
      [...new Set(specCalls.map((call) => call.group))].map((name) => [
        name,
        specCalls.filter((call) => call.group === name).length,
      ]),
    );
    expect(counts).toEqual({
      Authentication: 9,
      Pages: 8,
      Templates: 6,
      Themes: 5,
      Websites: 5,
      Approvers: 5,
      Domains: 4,
      Forms: 6,
      'Form answers': 5,
      Groups: 5,
      'Local files': 4,
      Mail: 2,
      'Mailing lists': 7,
      Notices: 5,
      Workflows: 8,
    });
    expect(specCalls).toHaveLength(84);
    expect(specKeys.size).toBe(84);
  });

  it.each(specCalls.map((call) => [key(call), call.group]))('%s (%s) has an endpoint', (callKey) => {
    expect(contractKeys.has(callKey)).toBe(true);
  });

  it('keeps the trailing slashes the spec writes', () => {
    for (const call of specCalls) {
      expect(endpoints.some((entry) => entry.method === call.method && entry.path === call.path)).toBe(true);
    }
  });
});

describe('the endpoint list', () => {
  it('names each method + path and each name once', () => {
    expect(new Set(endpoints.map(key)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((entry) => entry.name)).size).toBe(endpoints.length);
  });

  it('marks every call the spec does not list as ours', () => {
    const extra = endpoints.filter((entry) => !specKeys.has(key(entry)));
    expect(extra.map((entry) => entry.name).sort()).toEqual([
      'author.choices',
      'config.update',
      'form.removeSubOwner',
      'form.subOwnerCandidates',
      'formAnswer.cancelExport',
      'formAnswer.exportJob',
      'formAnswer.exports',
      'formAnswer.startExport',
      'group.changeAccountGroup',
      'group.createAccount',
      'group.listAccounts',
      'group.removeAccount',
      'group.resetAccount',
      'group.updateAccount',
      'local.usage',
      'mail.cancel',
      'mail.get',
      'mail.preview',
      'mail.test',
      'mailing.addMembers',
      'realtime.negotiate',
      'theme.usage',
      'workflow.pageVersion',
      'workflow.pageVersions',
      'workflow.resubmit',
    ]);
    for (const entry of extra) expect(entry.ours).toBe(true);
  });

  it.each(endpoints.map((entry) => [entry.name, entry]))('%s: params name exactly the path parameters', (_, entry) => {
    const inPath = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
    const shape = entry.params && 'shape' in entry.params ? Object.keys(entry.params.shape as object).sort() : [];
    expect(shape).toEqual(inPath);
  });

  it('gives GET and DELETE no body, and names a domain-prefixed name', () => {
    for (const entry of endpoints) {
      if (entry.method === 'GET' || entry.method === 'DELETE') expect(entry.body).toBeUndefined();
      expect(entry.name).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
    }
  });
});
