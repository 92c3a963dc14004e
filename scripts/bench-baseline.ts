// The bench's baselines (scripts/bench.ts, "API under load"): a bare Express server on the port given,
// answering GET /baseline with
// - a fixed JSON body (the company read's own answer): `node scripts/bench-baseline.ts PORT BODY`
// - or the same query the company read makes, on PostgreSQL, through a pool of the services' size:
//   `node scripts/bench-baseline.ts PORT BODY DATABASE_URL COMPANY_ID`
// What the platform is compared with: same machine, same load tool, same answer.
import express from 'express';
import pg from 'pg';

const [port, body, databaseUrl, companyId] = process.argv.slice(2);
const app = express();
if (databaseUrl && companyId) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  app.get('/baseline', async (_req, res) => {
    const { rows } = await pool.query('SELECT * FROM companies.company_view WHERE id = $1', [companyId]);
    res.json(rows[0]);
  });
} else {
  const answer = JSON.parse(body ?? '{}') as unknown;
  app.get('/baseline', (_req, res) => {
    res.json(answer);
  });
}
app.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
