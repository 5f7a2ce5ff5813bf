// Flags Debian Chromium needs on these machines: without the background-networking ones the closed
// network makes it hang. Shared by the Storybook test-runner and the end-to-end harness.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
