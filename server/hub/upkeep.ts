import type { Server } from 'socket.io';

/** What an account is now: a socket's group room and its name in who-is-where follow it. */
export interface AccountNow {
  name: string;
  email: string;
  groupId: number;
}

/** What a socket holds of its user (`socket.data.user`, the hub's HubUser) that the upkeep reads and updates. */
interface SocketUser extends AccountNow {
  id: number;
  sessionId: string;
}

export interface Upkeep {
  /** Which of these sessions are still live (without marking them seen). */
  liveSessions: (sessionIds: string[]) => Promise<ReadonlySet<string>>;
  /** The accounts as they are now; one missing was deleted. */
  accountsNow: (accountIds: number[]) => Promise<ReadonlyMap<number, AccountNow>>;
  groupRoom: (groupId: number) => string;
  /** A socket's user changed (name, e-mail or group). */
  changed: (socketId: string, user: SocketUser) => void;
}

/**
 * Brings this instance's sockets up to date, run before anything goes out and periodically: a socket
 * whose session ended (signed out, idle, past its absolute end, its account deleted) is disconnected, and
 * one whose account moved to another group leaves that group's room for the new one's. The levels of a
 * group need nothing here: the audience reads them at every emission.
 */
export const keepSocketsCurrent = async (io: Server, upkeep: Upkeep): Promise<void> => {
  const local = [...io.of('/').sockets.values()];
  if (local.length === 0) return;
  const users = local.map((socket) => socket.data.user as SocketUser);
  const [live, accounts] = await Promise.all([
    upkeep.liveSessions([...new Set(users.map((user) => user.sessionId))]),
    upkeep.accountsNow([...new Set(users.map((user) => user.id))]),
  ]);
  const moves: Promise<unknown>[] = [];
  for (const socket of local) {
    const user = socket.data.user as SocketUser;
    const account = accounts.get(user.id);
    if (!account || !live.has(user.sessionId)) {
      socket.disconnect(true);
      continue;
    }
    if (account.name === user.name && account.email === user.email && account.groupId === user.groupId) continue;
    if (account.groupId !== user.groupId) {
      // Through Azure Web PubSub joining and leaving are calls to the service.
      moves.push(Promise.resolve(socket.leave(upkeep.groupRoom(user.groupId))));
      moves.push(Promise.resolve(socket.join(upkeep.groupRoom(account.groupId))));
    }
    const current: SocketUser = { ...user, ...account };
    socket.data.user = current;
    upkeep.changed(socket.id, current);
  }
  await Promise.all(moves);
};
