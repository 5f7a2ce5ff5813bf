import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { noticeTypeOf } from '../../contract/index.ts';
import { currentHref, hrefsOf, navigationFor } from '../../model/navigation/index.ts';
import { $noticesWithState, $unreadCount, bellClosed, bellOpened } from '../../model/notice/index.ts';
import { $channelStatus, $connectionProblem, $currentPaths, pathChanged } from '../../model/realtime/index.ts';
import { $canChangePassword, $tokenInfo, signOutClicked } from '../../model/session/index.ts';
import { $contentPending } from '../../model/shell/index.ts';
import { $webNavEntries } from '../../model/web/index.ts';
import { AppFrame, ConnectionStatus, Header, LoadingOverlay, NoticeBell, Presence, SideNav } from '../../ui/index.ts';
import { layoutText as text } from './text.ts';

/** The frame of every signed-in screen: header, side navigation, notice bell, presence, loading overlay. */
export const SignedInLayout = () => {
  const [user, canChangePassword, notices, unread, paths, pending, channel, problem] = useUnit([
    $tokenInfo,
    $canChangePassword,
    $noticesWithState,
    $unreadCount,
    $currentPaths,
    $contentPending,
    $channelStatus,
    $connectionProblem,
  ]);
  const [signOut, opened, closed, pathTold] = useUnit([signOutClicked, bellOpened, bellClosed, pathChanged]);
  // Spec §2.6: one sub-entry per website, following the websites as they are added, renamed or removed.
  const websites = useUnit($webNavEntries);
  const location = useLocation();
  const navigate = useNavigate();

  // Spec §7.2: the path is told on each route change that carries no navigation state (not a dialog).
  useEffect(() => {
    if (!location.state) pathTold(location.pathname);
  }, [location.pathname, location.state, pathTold]);

  const entries = useMemo(() => {
    if (!user) return [];
    const entries = navigationFor(user, websites);
    const current = currentHref(hrefsOf(entries), location.pathname);
    const mark = (list: ReturnType<typeof navigationFor>): ReturnType<typeof navigationFor> =>
      list.map((entry) => ({
        ...entry,
        active: entry.href === current,
        ...(entry.children ? { children: mark(entry.children) } : {}),
      }));
    return mark(entries);
  }, [user, websites, location.pathname]);

  if (!user) return null;
  const others = paths
    .filter((where) => where.id !== user.id && where.path === location.pathname)
    .filter((where, index, all) => all.findIndex((other) => other.id === where.id) === index);

  return (
    <AppFrame
      toolbar={
        <Header
          title={text.title}
          groupName={user.groupName}
          userName={user.name}
          email={user.email}
          showPasswordChange={canChangePassword}
          onPasswordChange={() => navigate('/pw-update')}
          onSignOut={signOut}
          signOutLabel={text.signOut}
          passwordChangeLabel={text.passwordChange}
          connection={
            <ConnectionStatus
              state={channel}
              detail={problem === 'timeout' ? text.connectionTimedOut : text.connectionUnreachable}
            />
          }
          presence={others.length > 0 ? <Presence users={others.map(({ id, name }) => ({ id, name }))} /> : null}
          bell={
            <NoticeBell
              notices={notices.map((notice) => ({
                id: notice.id,
                type: noticeTypeOf(notice.type).key,
                typeLabel: noticeTypeOf(notice.type).label,
                content: notice.content,
                important: notice.important,
                unread: notice.unread,
              }))}
              unreadCount={unread}
              onOpenChange={(open) => (open ? opened() : closed())}
              footer={<Link to="/notice">{text.noticesLink}</Link>}
            />
          }
        />
      }
      side={
        <SideNav
          entries={entries}
          renderLink={({ href, children, ...rest }) => (
            <Link to={href === '/' ? '/overview' : href} {...rest}>
              {children}
            </Link>
          )}
        />
      }
    >
      <LoadingOverlay pending={pending}>
        <Outlet />
      </LoadingOverlay>
    </AppFrame>
  );
};
