// The bench's baseline (scripts/bench.ts, "API under load"): a bare Express server answering
// GET /baseline with a fixed JSON body (the company read's own answer), on the port given.
// What the platform's company read is compared with: same machine, same load tool, same body.
import express from 'express';

const [port, body] = [Number(process.argv[2]), process.argv[3] ?? '{}'];
const answer = JSON.parse(body) as unknown;
const app = express();
app.get('/baseline', (_req, res) => {
  res.json(answer);
});
app.listen(port, '127.0.0.1', () => process.send?.('listening'));
