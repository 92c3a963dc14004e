import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { jwtVerify, SignJWT, type CryptoKey, type KeyObject } from 'jose';
import { AppError } from './errors.ts';
import type { SessionCheck } from './session-check.ts';

/** What a verified access token tells every service about the caller. */
export interface AuthUser {
  uid: string;
  /** The session (refresh-token family) the token was issued for: signing out revokes it. */
  sid: string;
  anonymous: boolean;
  /** The user accepted the terms (company pages need it). */
  terms: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

export const ACCESS_COOKIE = 'access_token';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const ISSUER = 'conform-identity';
const AUDIENCE = 'conform-platform';
const ALG = 'ES256';

type Key = CryptoKey | KeyObject;

/** Identity signs; every other service only holds the public key. */
export async function signAccessToken(
  privateKeyPem: string,
  user: AuthUser,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ sid: user.sid, anon: user.anonymous, terms: user.terms })
    .setProtectedHeader({ alg: ALG })
    .setSubject(user.uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(createPrivateKey(privateKeyPem));
}

export function createTokenVerifier(
  publicKeyPem: string,
  now: () => number = Date.now,
): (token: string) => Promise<AuthUser> {
  const key: Key = createPublicKey(publicKeyPem);
  // A token verified once says the same until it expires: the signature check (the costliest step
  // of a small request) runs once per token, not once per request. Bounded; oldest out first.
  const verified = new Map<string, { user: AuthUser; expiresAt: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > now()) return known.user;
    if (known) verified.delete(token);
    // A token without `exp` would never expire, and one without `sid` could not be revoked: both are
    // refused (jose also refuses an `exp` that is not a number).
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALG],
      currentDate: new Date(now()),
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || !sub) throw new Error('token without subject');
    if (typeof sid !== 'string' || !sid) throw new Error('token without session');
    if (typeof exp !== 'number') throw new Error('token without expiry');
    const user: AuthUser = {
      uid: sub,
      sid,
      anonymous: payload['anon'] === true,
      terms: payload['terms'] === true,
    };
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, expiresAt: exp * 1000 });
    return user;
  };
}

const VERIFIED_TOKENS_KEPT = 10_000;

function cookie(req: { cookies?: unknown }, name: string): string | undefined {
  const jar = req.cookies as Record<string, string | undefined> | undefined;
  return jar?.[name];
}

const sessionEnded = () => new AppError('unauthenticated', 'The session has ended. Please sign in again.');

/**
 * The one token-verifying middleware. Reads the access token from the httpOnly cookie or an
 * `Authorization: Bearer` header and sets `req.user`. An absent token leaves the request anonymous;
 * a bad or expired one, or one whose session was revoked (signed out), answers 401 so the client
 * refreshes instead of acting as nobody.
 *
 * Cookie-authenticated writes must carry the CSRF header matching the CSRF cookie (double submit):
 * a cross-site form can send the cookies but cannot read the CSRF cookie to copy it into the header.
 */
export function authenticate(
  verify: (token: string) => Promise<AuthUser>,
  sessions: Pick<SessionCheck, 'isLive'>,
): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const fromCookie = cookie(req, ACCESS_COOKIE);
    const token = bearer ?? fromCookie;
    if (!token) {
      next();
      return;
    }
    if (!bearer && !isSafeMethod(req.method) && !csrfMatches(req)) {
      next(new AppError('csrf', 'The request is missing its CSRF token.'));
      return;
    }
    verify(token).then(
      (user) =>
        // After the signature: an unsigned token never costs a query. A failed read (PostgreSQL
        // down) is that error, a 503, not a 401 that would end the browser's session.
        sessions.isLive(user.sid, user.uid).then((live) => {
          if (!live) return next(sessionEnded());
          req.user = user;
          next();
        }, next),
      () => next(new AppError('unauthenticated', 'The session has expired. Please sign in again.')),
    );
  };
}

function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** Double-submit check for cookie-authenticated unsafe requests. */
export function csrfMatches(req: { headers: Record<string, unknown>; cookies?: unknown }): boolean {
  const sent = req.headers[CSRF_HEADER];
  const expected = cookie(req, CSRF_COOKIE);
  if (typeof sent !== 'string' || !expected || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

/**
 * Cross-site writes are refused outright: browsers mark every request with `Sec-Fetch-Site` (and send
 * `Origin` on POST), so a form or script on another site cannot sign someone in, out or act for them,
 * even on endpoints that have no session yet (login CSRF). Server-to-server callers send neither header.
 *
 * The host the page was served from is express's `req.host`: `X-Forwarded-Host` only when the
 * connection comes from a proxy TRUST_PROXY names (the rule X-Forwarded-For follows), else `Host`.
 * Anyone else could otherwise name their own site's host in the header and pass the Origin check.
 */
export const rejectCrossSite: RequestHandler = (req, _res, next) => {
  if (isSafeMethod(req.method)) {
    next();
    return;
  }
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const host = req.host;
  // `Origin: null` is what a sandboxed frame or a redirected cross-site form sends: never our pages.
  const crossOrigin =
    typeof origin === 'string' && (origin === 'null' || (host !== undefined && originHost(origin) !== host));
  next(
    site === 'cross-site' || crossOrigin
      ? new AppError('csrf', 'Cross-site requests are not accepted.')
      : undefined,
  );
};

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError('unauthenticated', 'You need to be signed in.'));
};

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export interface KeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

/** Embedded mode: the signing key pair is generated into the data directory on first start. */
export function loadOrCreateKeyPair(dir: string): KeyPair {
  const privatePath = join(dir, 'access-token.private.pem');
  const publicPath = join(dir, 'access-token.public.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return { privateKeyPem: readFileSync(privatePath, 'utf8'), publicKeyPem: readFileSync(publicPath, 'utf8') };
}
