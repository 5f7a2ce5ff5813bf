import { describe, expect, it } from 'vitest';
import { listOrEmpty, pageApi, workflowApi } from '../../contract/index.ts';
import { setUpSeededServer } from '../routes/routeTesting.ts';
import { demoWorkflowWebsite, seedDemoWorkflows } from './demoWorkflows.ts';
import { seedDemo } from './seedDemo.ts';

const t = setUpSeededServer(async ({ db }) => {
  await seedDemo(db);
  await seedDemoWorkflows(db);
});

describe('demo workflows', () => {
  it('gives the queue one request in each state, which the admin approves and koho requested', async () => {
    const admin = await t.server.as('admin@example.go.jp');
    const requests = listOrEmpty(await admin.call(workflowApi.list, {}));
    expect(requests.map((one) => [one.kind, one.status, one.pageTitle, one.webName]).sort()).toEqual(
      [
        ['emergency', 'review', '募集要項', demoWorkflowWebsite.name],
        ['normal', 'pending', '職員採用案内', demoWorkflowWebsite.name],
        ['normal', 'published', '職員採用案内', demoWorkflowWebsite.name],
        ['normal', 'remanded', '採用説明会', demoWorkflowWebsite.name],
      ].sort(),
    );
    const pending = requests.find((one) => one.status === 'pending');
    expect(pending).toMatchObject({ outdated: false, mayApprove: true, waitingFor: ['管理 太郎'] });
    const koho = await t.server.as('koho@example.go.jp');
    const remanded = listOrEmpty(await koho.call(workflowApi.list, {})).find((one) => one.status === 'remanded');
    expect(remanded).toMatchObject({ mayResubmit: true, reviewComment: '会場の部屋名も書いてください。' });
    const detail = await admin.call(workflowApi.get, { params: { id: pending?.id ?? 0 } });
    expect('data' in detail && detail.data.requestedHtml).toContain('土木技術職');
    expect('data' in detail && detail.data.liveHtml).not.toContain('土木技術職');
  });

  it('publishes the emergency and keeps the pending change a draft; the demo pages pass the check', async () => {
    const koho = await t.server.as('koho@example.go.jp');
    const web = (await koho.call(workflowApi.list, {})) as { data: { webId: number }[] };
    const webId = web.data[0]?.webId ?? 0;
    const top = await (await fetch(`${t.server.baseUrl}/site/${webId}/`)).text();
    expect(top).toContain('（更新）');
    expect(top).not.toContain('土木技術職');
    expect(await (await fetch(`${t.server.baseUrl}/site/${webId}/yoko`)).text()).toContain('延長しました');
    for (const page of listOrEmpty(await koho.call(pageApi.list, { query: { webId } }))) {
      expect(await koho.call(pageApi.validate, { body: { html: page.html } })).toMatchObject({ valid: true });
    }
  });
});
