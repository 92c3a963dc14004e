import { createPrivateKey } from 'node:crypto';
import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { createTokenVerifier, rejectCrossSite, signAccessToken } from '../src/auth.ts';
import { trustProxySetting } from '../src/config.ts';
import { errorMiddleware } from '../src/errors.ts';
import { createLogger } from '../src/logger.ts';
import { testKeyPair } from '../src/testing.ts';

describe('access token verification', () => {
  const keys = testKeyPair();
  const user = { uid: 'user-1', sid: 'session-1', anonymous: false, terms: true };

  it('accepts a token until it expires, also once it has been verified before', async () => {
    let clock = Date.now();
    const verify = createTokenVerifier(keys.publicKeyPem, () => clock);
    const token = await signAccessToken(keys.privateKeyPem, user, 60);
    await expect(verify(token)).resolves.toEqual(user);
    await expect(verify(token)).resolves.toEqual(user);
    clock += 61_000;
    await expect(verify(token)).rejects.toThrow();
  });

  it('refuses a token signed with another key or altered, however often it is sent', async () => {
    const verify = createTokenVerifier(keys.publicKeyPem);
    const good = await signAccessToken(keys.privateKeyPem, user, 60);
    await verify(good);
    const forged = await signAccessToken(testKeyPair().privateKeyPem, user, 60);
    const [header, , signature] = good.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ sub: 'someone-else', exp: 9e9 })).toString('base64url')}.${signature}`;
    for (const token of [forged, forged, altered, altered]) await expect(verify(token)).rejects.toThrow();
  });

  /** A token signed with identity's own key, as identity would, with the claims given. */
  const signed = (claims: Record<string, unknown>) =>
    // The claims go in as given (jose's setExpirationTime would refuse a non-numeric exp).
    new SignJWT({ sid: 'session-1', anon: false, terms: true, ...claims })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('user-1')
      .setIssuer('conform-identity')
      .setAudience('conform-platform')
      .setIssuedAt()
      .sign(createPrivateKey(keys.privateKeyPem));

  it('refuses a genuinely signed token that never expires (no exp), and one whose exp is not a number', async () => {
    const verify = createTokenVerifier(keys.publicKeyPem);
    await expect(verify(await signed({}))).rejects.toThrow();
    await expect(verify(await signed({ exp: '9999999999' }))).rejects.toThrow();
    await expect(verify(await signed({ exp: null }))).rejects.toThrow();
    // The same token with a numeric exp is accepted: the signature and the rest are fine.
    await expect(verify(await signed({ exp: Math.floor(Date.now() / 1000) + 60 }))).resolves.toEqual(user);
  });

  it('refuses a genuinely signed token without a session id: it could never be signed out', async () => {
    const verify = createTokenVerifier(keys.publicKeyPem);
    const exp = Math.floor(Date.now() / 1000) + 60;
    await expect(verify(await signed({ sid: undefined, exp }))).rejects.toThrow();
    await expect(verify(await signed({ sid: '', exp }))).rejects.toThrow();
    await expect(verify(await signed({ sid: 42, exp }))).rejects.toThrow();
  });
});

describe('the Origin check of unsafe requests (CSRF)', () => {
  /** A service's app as createServiceApp sets it up: trust proxy from TRUST_PROXY, then the check. */
  function app(trustProxy: string | undefined) {
    const server = express();
    server.set('trust proxy', trustProxySetting(trustProxy));
    server.use(rejectCrossSite);
    server.post('/write', (_req, res) => res.status(204).end());
    server.use(errorMiddleware(createLogger({ name: 'test', level: 'silent' })));
    return server;
  }
  const post = (server: express.Express, headers: Record<string, string>) => {
    let call = request(server).post('/write');
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    return call;
  };

  it('ignores X-Forwarded-Host from a client that is not a configured proxy', async () => {
    // The attacker's page on evil.example names its own host in the header to match its Origin.
    const direct = app(undefined);
    const forged = {
      host: 'platform.example',
      'x-forwarded-host': 'evil.example',
      origin: 'http://evil.example',
    };
    const res = await post(direct, forged).expect(403);
    expect(res.body.code).toBe('csrf');
    // Our own page is compared with the Host it reached, whatever the header claims.
    await post(direct, { ...forged, origin: 'http://platform.example' }).expect(204);
    // TRUST_PROXY names another address: the test's loopback client is not that proxy.
    await post(app('10.0.0.1'), forged).expect(403);
  });

  it('takes the host from X-Forwarded-Host when a configured proxy sends the request', async () => {
    // nginx (loopback here) passes the public host on; the service itself is reached as 127.0.0.1.
    const behindProxy = app('loopback');
    const viaProxy = { host: '127.0.0.1:8380', 'x-forwarded-host': 'platform.example' };
    await post(behindProxy, { ...viaProxy, origin: 'http://platform.example' }).expect(204);
    const res = await post(behindProxy, { ...viaProxy, origin: 'http://evil.example' }).expect(403);
    expect(res.body.code).toBe('csrf');
  });
});
