export { WebsiteCreatePage, WebsiteListPage } from './page.tsx';
export { websitePagesText } from './text.ts';
