import { describe, expect, it } from 'vitest';
import { configApi, groupApi } from '../../contract/index.ts';
import { type ApiHandlers, implementApi } from './registerEndpoints.ts';

const config = (signinAge: string) => ({ config: { signinAge } });

describe('implementApi', () => {
  it('pairs every endpoint of the api object with the handler under the same key', async () => {
    const get = async () => config('60000');
    const update = async () => ({});
    const implementations = implementApi(configApi, { get, update });
    expect(implementations.map((item) => item.endpoint)).toEqual([configApi.get, configApi.update]);
    expect(implementations.map((item) => item.handler)).toEqual([get, update]);
  });

  it('refuses at compile time a missing handler, an unknown key and a handler whose answer misfits', () => {
    const spread = { get: async () => config('1'), update: async () => ({}), extra: async () => ({}) };
    // Only type-checked (tsc includes server/): each line below must stay an error for the suite to pass.
    const typeErrors = () => [
      // @ts-expect-error `update` is missing
      implementApi(configApi, { get: async () => config('60000') }),
      implementApi(configApi, {
        get: async () => config('60000'),
        update: async () => ({}),
        // @ts-expect-error `remove` is not an endpoint of configApi
        remove: async () => ({}),
      }),
      // @ts-expect-error an unknown key is refused even when it comes in through a spread
      implementApi(configApi, { ...spread }),
      implementApi(configApi, {
        // @ts-expect-error the answer of config.get must carry `config`
        get: async () => ({ wrong: true }),
        update: async () => ({}),
      }),
      implementApi(configApi, {
        get: async () => config('60000'),
        // @ts-expect-error the body of config.update has no `name`
        update: async ({ body }) => ({ name: body.name }),
      }),
    ];
    expect(typeof typeErrors).toBe('function');
  });

  it('lets a domain build its handlers in parts, each typed against its endpoints', () => {
    // group.ts and account.ts each give a part of groupApi; the parts together must cover it.
    const groups: Pick<ApiHandlers<typeof groupApi>, 'list'> = {
      list: async () => ({ data: [] }),
    };
    // @ts-expect-error a part without all the handlers it names
    const partial: Pick<ApiHandlers<typeof groupApi>, 'list' | 'get'> = { list: groups.list };
    expect(partial.list).toBe(groups.list);
    // @ts-expect-error the parts together still lack most of groupApi
    const typeError = () => implementApi(groupApi, { ...groups });
    expect(typeof typeError).toBe('function');
  });
});
