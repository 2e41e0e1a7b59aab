import { spawn } from 'node:child_process';

/**
 * `npm test`: every check and every test, in two lanes side by side, because neither keeps two cores busy on
 * its own (the server tests wait on PostgreSQL, the browsers on the server and on each other):
 * - the checks and the unit and server tests: typecheck and lint together (each is single-threaded), then
 *   `test:unit`;
 * - the end-to-end tests (`test:e2e`), which build the web app first when it is not built.
 *
 * The first lane prints as it goes; the e2e lane's output is kept and printed whole once it ends, so that the
 * two never interleave. Both lanes always run to their end; the exit code fails if any step failed. Each step's
 * time is printed.
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

async function checksThenUnit(): Promise<Outcome[]> {
  const checks = await Promise.all([run('typecheck', true), run('lint', true)]);
  for (const outcome of checks) {
    console.log(mark(outcome));
    if (outcome.output?.trim()) console.log(outcome.output.trimEnd());
  }
  const unit = await run('test:unit');
  console.log(mark(unit));
  return [...checks, unit];
}

/**
 * The browsers' day: E2E_CLOCK_OFFSET_DAYS when set, else CLOCK_OFFSET_DAYS, so that one run can put the
 * server tests on one day and the browsers on another (CI: the server tests 40 days ahead, the browsers today).
 */
const e2eEnv =
  process.env.E2E_CLOCK_OFFSET_DAYS === undefined
    ? process.env
    : { ...process.env, CLOCK_OFFSET_DAYS: process.env.E2E_CLOCK_OFFSET_DAYS };

async function e2e(): Promise<Outcome> {
  const outcome = await run('test:e2e', true, e2eEnv);
  console.log(`\n${'─'.repeat(30)} test:e2e ${'─'.repeat(30)}\n${outcome.output?.trimEnd() ?? ''}`);
  console.log(mark(outcome));
  return outcome;
}

const outcomes = (await Promise.all([checksThenUnit(), e2e()])).flat();
console.log(`\nnpm test: ${outcomes.map(mark).join('; ')}`);
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
