import type { Page } from 'playwright-core';
import type { ApiClient } from '../context.ts';

interface Group {
  id: number;
  name: string;
  description: string;
  permission: number[];
  version: number;
}

/** The groups as the reference server has them now. */
export const serverGroups = async (api: ApiClient): Promise<Group[]> => {
  const { status, body } = await api.call<{ data: Group[] }>('GET', '/api/group');
  if (status !== 200) throw new Error(`GET /api/group answered ${status}`);
  return body.data;
};

/**
 * Renames groups through the API as the admin (PUT /api/group/{id}, the version it last read), every group
 * but the super group in turn: each rename is a real change the server announces on the hub.
 */
export const groupRenamer = async (api: ApiClient) => {
  const groups = (await serverGroups(api)).filter((group) => group.id !== 1);
  if (groups.length === 0) throw new Error('no group to rename besides the super group');
  const base = new Map(groups.map((group) => [group.id, group.name.replace(/ #\d+$/, '')]));
  let counter = 0;
  const rename = async (group: Group) => {
    counter += 1;
    const name = `${base.get(group.id)} #${counter}`;
    const { status, body } = await api.call<{ version?: number; message?: string }>('PUT', `/api/group/${group.id}`, {
      name,
      description: group.description,
      permission: group.permission,
      version: group.version,
    });
    if (status !== 200 || body.version === undefined) {
      throw new Error(`PUT /api/group/${group.id} answered ${status}: ${JSON.stringify(body)}`);
    }
    group.name = name;
    group.version = body.version;
  };
  return {
    groups,
    /** `count` renames, one chain per group running side by side (a group's renames go one after another). */
    burst: async (count: number) => {
      await Promise.all(
        groups.map(async (group, index) => {
          for (let done = index; done < count; done += groups.length) await rename(group);
        }),
      );
    },
    /** One rename, the groups in turn. */
    one: async (turn: number) => rename(groups[turn % groups.length] as Group),
  };
};

/** The names the console's /group list shows, by group id (from the rows' links to /group/{id}). */
export const shownGroups = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLAnchorElement>('table a[href^="/group/"]')].map((link) => [
        link.getAttribute('href')?.split('/')[2] ?? '',
        link.textContent ?? '',
      ]),
    ),
  );
