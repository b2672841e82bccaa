import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server';
import { serveFolder } from './static-server';

/** Serve the built Storybook (npm run storybook:build) for the stories check. */
export default async function storybookSetup(): Promise<() => Promise<void>> {
  const folder = join(ROOT, 'storybook-static');
  if (!existsSync(join(folder, 'index.json'))) throw new Error(`${folder} is missing: run "npm run storybook:build" first`);
  const served = await serveFolder(folder);
  process.env.STORYBOOK_URL = served.url;
  return served.close;
}
