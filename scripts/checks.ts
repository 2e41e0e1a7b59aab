import { spawn } from 'node:child_process';

// The typecheck and lint of `npm test`, side by side: each is single-threaded, so together they take
// about as long as the slower one. Each one's output is printed whole once it ends, so that the two
// never interleave; the exit code fails if either failed.
const CHECKS = ['typecheck', 'lint'];

function run(script: string): Promise<{ script: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { script, code, output } of results) {
  console.log(`${code === 0 ? '✓' : '✗'} ${script}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
