import { expect, test } from 'vitest';
import { buildTimeSettings, DEFAULT_HUB, resolveSettings } from './settings.ts';

test('run time wins over build time, build time over the defaults', () => {
  const build = buildTimeSettings({ VITE_HUB: 'built', VITE_MSAL_CLIENT_ID: 'built-client', VITE_MSAL_AUTHORITY: ' ' });
  expect(build).toEqual({ hub: 'built', msalClientId: 'built-client' });
  expect(resolveSettings({ hub: 'page' }, build, 'https://x.example')).toEqual({
    hub: 'page',
    msalClientId: 'built-client',
    msalAuthority: null,
    origin: 'https://x.example',
  });
  expect(resolveSettings({}, {}, '')).toEqual({
    hub: DEFAULT_HUB,
    msalClientId: null,
    msalAuthority: null,
    origin: '',
  });
});
