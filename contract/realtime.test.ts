import { describe, expect, it } from 'vitest';
import { RealtimeNegotiation } from './realtime.ts';

describe('RealtimeNegotiation', () => {
  it('reads the in-process hub and the Azure service', () => {
    expect(RealtimeNegotiation.parse({ mode: 'direct' })).toEqual({ mode: 'direct' });
    const azure = {
      mode: 'azure',
      endpoint: 'https://example.webpubsub.azure.com',
      path: '/clients/socketio/hubs/console',
      token: 'a.b.c',
    };
    expect(RealtimeNegotiation.parse(azure)).toEqual(azure);
  });

  it('refuses an Azure answer it could not connect with', () => {
    const azure = { mode: 'azure', endpoint: 'https://example.webpubsub.azure.com', path: '/p', token: 't' };
    for (const wrong of [
      { ...azure, endpoint: 'javascript:alert(1)' },
      { ...azure, endpoint: 'example.webpubsub.azure.com' },
      { ...azure, path: 'clients/socketio/hubs/console' },
      { ...azure, token: '' },
      { mode: 'azure' },
      { mode: 'elsewhere' },
    ]) {
      expect(RealtimeNegotiation.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
