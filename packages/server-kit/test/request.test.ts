import express from 'express';
import request from 'supertest';
import { escapeHtml, localeOf } from '../src/index.ts';

const app = express().get('/', (req, res) => res.send(localeOf(req)));

describe('localeOf', () => {
  it.each([
    [undefined, 'ro'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ro-RO,ro;q=0.9,en;q=0.8', 'ro'],
    ['ro;q=0.4, en;q=0.9', 'en'],
    ['de-DE', 'ro'],
  ])('Accept-Language %s → %s', async (header, locale) => {
    const req = request(app).get('/');
    if (header) req.set('Accept-Language', header);
    expect((await req).text).toBe(locale);
  });
});

describe('escapeHtml', () => {
  it('neutralises markup and attribute quotes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Ș & ț</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;Ș &#38; ț&#60;/a&#62;',
    );
  });
});
