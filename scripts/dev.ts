import { spawn } from 'node:child_process';

// API on 3001 (restarts on change), Vite dev server with HMR on 3000 proxying /api to it.
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '3001',
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // The ECB's daily rates only when asked for: a development server keeps the stored ones.
      ECB_RATES_URL: process.env.ECB_RATES_URL ?? '',
    },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
