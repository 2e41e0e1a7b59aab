import { spawn } from 'node:child_process';

/**
 * `npm test`: every check and every test, one stage after another, each printing as it goes:
 * - typecheck and lint together (each is single-threaded);
 * - `test:unit`, the unit and server tests;
 * - `test:e2e`, the end-to-end tests in Chromium (they build the web app first when it is not built).
 *
 * The stages do not run side by side: each of the test stages alone keeps two cores busy, and beside each
 * other they only slowed every page and request until the browsers' waits timed out, for no time gained.
 * Every stage runs to its end; the exit code fails if any failed. Each stage's time is printed.
 */

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output?: string;
}

const started = Date.now();
const since = (at: number) => Math.round((Date.now() - at) / 1000);

/** Runs `npm run <script>`; `keep` collects its output instead of printing it. */
function run(script: string, keep = false, env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, seconds: since(at), ...(keep && { output }) }),
    );
  });
}

const mark = (outcome: Outcome) =>
  `${outcome.code === 0 ? '✓' : '✗'} ${outcome.script} (${outcome.seconds} s, ${since(started)} s into npm test)`;

async function checks(): Promise<Outcome[]> {
  const outcomes = await Promise.all([run('typecheck', true), run('lint', true)]);
  for (const outcome of outcomes) {
    console.log(mark(outcome));
    if (outcome.output?.trim()) console.log(outcome.output.trimEnd());
  }
  return outcomes;
}

/**
 * The browsers' day: E2E_CLOCK_OFFSET_DAYS when set, else CLOCK_OFFSET_DAYS, so that one run can put the
 * server tests on one day and the browsers on another (CI: the server tests 40 days ahead, the browsers today).
 */
const e2eEnv =
  process.env.E2E_CLOCK_OFFSET_DAYS === undefined
    ? process.env
    : { ...process.env, CLOCK_OFFSET_DAYS: process.env.E2E_CLOCK_OFFSET_DAYS };

const outcomes: Outcome[] = [...(await checks())];
for (const [script, env] of [
  ['test:unit', process.env],
  ['test:e2e', e2eEnv],
] as const) {
  const outcome = await run(script, false, env);
  console.log(mark(outcome));
  outcomes.push(outcome);
}
console.log(`\nnpm test: ${outcomes.map(mark).join('; ')}`);
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
