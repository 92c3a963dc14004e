/**
 * The security headers a browser gets from the embedded platform: pages, their scripts, API answers.
 * (Document files: services/documents/test/documents.test.ts; nginx renders the same definitions.)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestService } from '@conform/server-kit/testing';
import { identityService } from '@conform/identity-service';
import express from 'express';
import request from 'supertest';
import { remotesJson, staticRouter } from '../src/static.ts';

function staticApp() {
  const root = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(root, 'mf-checkout', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-checkout', 'dist', 'main.0123456789.js'), 'export {}');
  const app = express();
  app.use(
    staticRouter({
      root,
      // One remote served by another team from its own host.
      remotes: remotesJson({ documents: 'https://documents.cdn.example:8443/mf/remoteEntry.js' }, {}),
    }),
  );
  return app;
}

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('pages run only the platform’s own scripts and those of its remotes, and no other site frames them', async () => {
    const app = staticApp();
    for (const path of ['/platform/', '/platform/en/companies', '/platform/int/abc/documents']) {
      const page = await request(app).get(path).expect(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self' https://documents.cdn.example:8443");
      expect(csp.get('connect-src')).toBe("'self' https://documents.cdn.example:8443");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('same-origin');
    }
    const script = await request(app).get('/platform/mf/checkout/main.0123456789.js').expect(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('pages let in the configured meetings widget’s script and booking page, still with no inline script', async () => {
    const root = mkdtempSync(join(tmpdir(), 'headers-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    const app = express().use(
      staticRouter({
        root,
        remotes: remotesJson({}, {}),
        meetings: {
          scriptUrl: 'https://static.meetings.example/embed/MeetingsEmbedCode.js',
          pageUrl: 'https://meetings.example/expert?embed=true',
        },
      }),
    );
    const csp = directives(
      (await request(app).get('/platform/').expect(200)).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toBe("'self' https://static.meetings.example");
    expect(csp.get('frame-src')).toBe("'self' blob: https://meetings.example");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('script-src')).not.toContain('unsafe');
    expect(csp.get('default-src')).toBe("'self'");
    // The local stand-in is on the platform's own origin: 'self' covers it, nothing is added.
    const local = express().use(
      staticRouter({
        root,
        remotes: remotesJson({}, {}),
        meetings: { scriptUrl: '/platform/dev/meetings/embed.js', pageUrl: '/platform/dev/meetings/book' },
      }),
    );
    const localCsp = directives(
      (await request(local).get('/platform/').expect(200)).headers['content-security-policy'],
    );
    expect(localCsp.get('script-src')).toBe("'self'");
    expect(localCsp.get('frame-src')).toBe("'self' blob:");
  });

  it('API answers, errors included, are never run or framed', async () => {
    const svc = await startTestService(identityService);
    try {
      const answers = [
        await request(svc.app).get('/platform/api/identity/me').expect(200),
        await request(svc.app).get('/platform/api/identity/no-such-thing').expect(404),
        await request(svc.app)
          .post('/platform/api/identity/sessions/anonymous')
          .set('Sec-Fetch-Site', 'cross-site')
          .expect(403),
      ];
      for (const res of answers) {
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('same-origin');
      }
    } finally {
      await svc.close();
    }
  });
});
