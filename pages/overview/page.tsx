import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { areas, formatCount, levelOf, noticeTypeOf } from '../../contract/index.ts';
import { destinationsFor } from '../../model/navigation/index.ts';
import { $recentNotices, notices, RECENT_NOTICE_COUNT } from '../../model/notice/index.ts';
import { $signOutPending, $tokenInfo, signOutClicked } from '../../model/session/index.ts';
import { Button, PageHeader } from '../../ui/index.ts';
import { Destinations } from './Destinations.tsx';
import * as styles from './page.css.ts';
import { RecentNotices } from './RecentNotices.tsx';
import { areaLabels, overviewText as text } from './text.ts';

/**
 * `/overview`, where the side navigation's 「ホーム」 lands: the newest notices, links to what the user may
 * use, and who is signed in with which levels.
 */
export const OverviewPage = () => {
  const { tokenInfo, signingOut, signOut, recent, noticeStatus, noticesRetried } = useUnit({
    tokenInfo: $tokenInfo,
    signingOut: $signOutPending,
    signOut: signOutClicked,
    recent: $recentNotices,
    noticeStatus: notices.$status,
    noticesRetried: notices.refreshed,
  });
  const destinations = useMemo(() => (tokenInfo ? destinationsFor(tokenInfo) : []), [tokenInfo]);
  const recentNotices = useMemo(
    () =>
      recent.map((notice) => {
        const type = noticeTypeOf(notice.type);
        return { ...notice, type: type.key, typeLabel: type.label };
      }),
    [recent],
  );
  if (!tokenInfo) return null;

  return (
    <div className={styles.root}>
      <PageHeader title={text.title} description={text.welcome(tokenInfo.name)} />
      <RecentNotices
        notices={recentNotices}
        max={RECENT_NOTICE_COUNT}
        status={noticeStatus}
        onRetry={() => noticesRetried()}
      />
      <Destinations entries={destinations} />
      <section className={styles.section} aria-labelledby="overview-account">
        <h2 id="overview-account" className={styles.heading}>
          {text.account}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>{text.name}</dt>
          <dd className={styles.detail}>{tokenInfo.name}</dd>
          <dt className={styles.term}>{text.email}</dt>
          <dd className={styles.detail}>{tokenInfo.email}</dd>
          <dt className={styles.term}>{text.group}</dt>
          <dd className={styles.detail}>{tokenInfo.groupName}</dd>
          <dt className={styles.term}>{text.type}</dt>
          <dd className={styles.detail}>{text.typeOf(tokenInfo.type)}</dd>
          <dt className={styles.term}>{text.workflow}</dt>
          <dd className={styles.detail}>{tokenInfo.workflow ? text.workflowYes : text.workflowNo}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="overview-permissions">
        <h2 id="overview-permissions" className={styles.heading}>
          {text.permissions}
        </h2>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.permissionsCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {text.area}
              </th>
              <th scope="col" className={styles.number}>
                {text.level}
              </th>
            </tr>
          </thead>
          <tbody>
            {areas.map((area) => {
              const level = levelOf(tokenInfo, area);
              return (
                <tr key={area}>
                  <th scope="row" className={styles.cell}>
                    {areaLabels[area]}
                  </th>
                  <td className={styles.number}>{level === 0 ? text.levelNone : formatCount(level)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <div className={styles.actions}>
        <Button variant="secondary" loading={signingOut} onClick={() => signOut()}>
          {text.signOut}
        </Button>
      </div>
    </div>
  );
};
