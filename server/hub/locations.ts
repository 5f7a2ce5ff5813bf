import { type CurrentPathPayload, PathPayload } from '../../contract/index.ts';

/** What the list says of a user (`current-path`'s items, without the path). */
export interface LocatedUser {
  id: number;
  name: string;
  email: string;
}

/**
 * Longer than any route of spec §2 with its ids, far shorter than the contract's 2048: a longer path is
 * not the console's and is ignored.
 */
export const PATH_MAX_LENGTH = 256;
/** A socket's path is taken at most this often; what it sends in between waits, and only the latest counts. */
export const PATH_INTERVAL_MS = 500;
/** The list goes out at most this often, however many paths changed: one broadcast for all of them. */
export const BROADCAST_INTERVAL_MS = 250;

/**
 * Who is where (spec §7.2 `path` → `current-path`). Every console would receive the whole list on every
 * change, so one signed-in user sending paths as fast as it can must not make the server broadcast as fast:
 * each socket's path is taken at most every PATH_INTERVAL_MS (latest wins), an unchanged path changes
 * nothing, and the list goes out at most once per BROADCAST_INTERVAL_MS. `broadcast` is awaited before the
 * next one is scheduled, so a slow one (it checks the sessions first) does not pile up.
 */
export const whoIsWhere = (broadcast: (list: () => CurrentPathPayload) => Promise<void> | void) => {
  interface Location {
    user: LocatedUser;
    path: string;
    /** What arrived while the socket's interval ran: taken when it ends. */
    waiting?: string;
    interval?: NodeJS.Timeout;
  }
  const locations = new Map<string, Location>();
  let changed = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const list = (): CurrentPathPayload =>
    [...locations.values()].map(({ user, path }) => ({ id: user.id, name: user.name, email: user.email, path }));

  const schedule = () => {
    changed = true;
    if (timer || closed) return;
    timer = setTimeout(async () => {
      changed = false;
      try {
        await broadcast(list);
      } catch {
        // A list that could not go out is not retried: the next change sends the whole list again.
      } finally {
        timer = undefined;
        if (changed) schedule();
      }
    }, BROADCAST_INTERVAL_MS);
  };

  const take = (location: Location, path: string) => {
    if (path !== location.path) {
      location.path = path;
      schedule();
    }
    location.interval = setTimeout(() => {
      location.interval = undefined;
      const waiting = location.waiting;
      location.waiting = undefined;
      if (waiting !== undefined) take(location, waiting);
    }, PATH_INTERVAL_MS);
  };

  return {
    joined: (socketId: string, user: LocatedUser) => {
      locations.set(socketId, { user, path: '/' });
    },
    /** The `path` event's payload, as the socket sent it. */
    moved: (socketId: string, payload: unknown) => {
      const location = locations.get(socketId);
      const parsed = PathPayload.safeParse(payload);
      if (!location || !parsed.success || parsed.data.length > PATH_MAX_LENGTH) return;
      if (location.interval) location.waiting = parsed.data;
      else take(location, parsed.data);
    },
    /** The account's name or e-mail changed. */
    renamed: (socketId: string, user: LocatedUser) => {
      const location = locations.get(socketId);
      if (!location) return;
      const { id, name, email } = location.user;
      location.user = user;
      if (id !== user.id || name !== user.name || email !== user.email) schedule();
    },
    left: (socketId: string) => {
      const location = locations.get(socketId);
      if (!location) return;
      clearTimeout(location.interval);
      locations.delete(socketId);
      schedule();
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      for (const location of locations.values()) clearTimeout(location.interval);
    },
  };
};
