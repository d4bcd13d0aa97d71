#!/usr/bin/env node
// `npm run chromatic`: publish the Storybook to Chromatic and run its visual tests (modes: mobile and desktop, see
// .storybook/modes.ts). Needs CHROMATIC_PROJECT_TOKEN; without it, says so and exits 0 so local runs and forks pass.
// Options come from chromatic.config.json; extra arguments go to the chromatic CLI (e.g. --dry-run, --debug).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from chromatic.com ' +
      '(project → Manage → Configure) to publish this Storybook and run the visual tests there. ' +
      'The local visual tests are `npm run test:storybook`.',
  );
  process.exit(0);
}

// Stats let Chromatic's TurboSnap (onlyChanged) snapshot only the stories affected by a change.
const built = await run(bin('storybook'), [
  'build',
  '--quiet',
  '-o',
  'storybook-static',
  '--stats-json',
  'storybook-static',
]);
if (built !== 0) process.exit(built);
process.exit(
  await run(bin('chromatic'), ['--storybook-build-dir', 'storybook-static', ...process.argv.slice(2)]),
);
