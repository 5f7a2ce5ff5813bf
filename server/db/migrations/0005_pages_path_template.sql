ALTER TABLE "pages" ADD COLUMN "path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing pages get a path before paths are unique per website: each website's first page is its top page
-- (''), the others 'page-{id}'; the seeded お問い合わせ page becomes 'contact'.
UPDATE "pages" SET "path" = CASE
  WHEN "id" = (SELECT min(p2."id") FROM "pages" p2 WHERE p2."web_id" = "pages"."web_id") THEN ''
  WHEN "title" = 'お問い合わせ' AND NOT EXISTS (SELECT 1 FROM "pages" p3 WHERE p3."web_id" = "pages"."web_id" AND p3."title" = 'お問い合わせ' AND p3."id" < "pages"."id") THEN 'contact'
  ELSE 'page-' || "id"
END;--> statement-breakpoint
-- The seeded pages of a database made before this migration get the demo content that passes the page check
-- (server/seed/demoContent.ts) and their templates; a page someone changed keeps its own HTML.
UPDATE "pages" SET "html" = '<p>行政機関の公式ウェブサイトです。各種手続きやお知らせをご案内します。</p>
<h2>新着情報</h2>
<ul>
  <li><time datetime="2026-11-20">2026年11月20日</time> 年末年始の窓口業務についてお知らせします。</li>
  <li><time datetime="2026-11-10">2026年11月10日</time> 各種証明書のオンライン申請を始めました。</li>
</ul>
<h2>窓口のご案内</h2>
<table>
  <caption>窓口の受付時間</caption>
  <thead><tr><th scope="col">窓口</th><th scope="col">受付時間</th></tr></thead>
  <tbody>
    <tr><td>総合案内</td><td>平日 8時30分〜17時15分</td></tr>
    <tr><td>証明書発行</td><td>平日 9時〜17時</td></tr>
  </tbody>
</table>
<p><img src="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27640%27%20height=%27360%27%20viewBox=%270%200%20640%20360%27%3E%3Crect%20width=%27640%27%20height=%27360%27%20fill=%27%23dfe8f5%27/%3E%3Crect%20x=%27150%27%20y=%2790%27%20width=%27340%27%20height=%2724%27%20fill=%27%235a6b85%27/%3E%3Crect%20x=%27170%27%20y=%27114%27%20width=%27300%27%20height=%27196%27%20fill=%27%238a9bb5%27/%3E%3Crect%20x=%27290%27%20y=%27230%27%20width=%2760%27%20height=%2780%27%20fill=%27%233d4a5c%27/%3E%3Crect%20x=%270%27%20y=%27310%27%20width=%27640%27%20height=%2750%27%20fill=%27%239fb48a%27/%3E%3C/svg%3E" alt="本庁舎の外観" width="640" height="360"></p>
<p>ご不明な点は<a href="/contact">お問い合わせ</a>のページをご覧ください。</p>' WHERE "title" = 'トップページ' AND "html" = '<h1>ようこそ</h1>
<p>行政機関の公式サイトです。</p>';--> statement-breakpoint
UPDATE "pages" SET "template_id" = (SELECT "id" FROM "templates" WHERE "name" = '標準ページ') WHERE "title" = 'トップページ' AND "template_id" IS NULL AND "path" = '';--> statement-breakpoint
UPDATE "pages" SET "html" = '<p>窓口の受付時間は平日9時から17時です（土日祝日・年末年始を除きます）。</p>
<h2>電話でのお問い合わせ</h2>
<p>代表電話：<a href="tel:0312345678">03&#8209;1234&#8209;5678</a></p>
<h2>郵送でのお問い合わせ</h2>
<address>〒100-0000 東京都千代田区霞が関1-1-1 行政機関 広報課</address>
<p><a href="/">トップページへ戻る</a></p>' WHERE "title" = 'お問い合わせ' AND "html" = '<h1>お問い合わせ</h1>
<p>窓口の受付時間は平日9時から17時です。</p>';--> statement-breakpoint
UPDATE "pages" SET "template_id" = (SELECT "id" FROM "templates" WHERE "name" = 'お問い合わせフォーム') WHERE "title" = 'お問い合わせ' AND "template_id" IS NULL AND "path" = 'contact';--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_web_id_path_unique" UNIQUE("web_id","path");