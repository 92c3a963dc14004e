// The platform under test: a fresh data directory every run, then exactly what `npm start` does.
import { rmSync } from 'node:fs';

rmSync(process.env['DATA_DIR'] ?? 'e2e/.data', { recursive: true, force: true });
await import('../scripts/start.ts');
