import { createPrivateKey, createPublicKey } from 'node:crypto';
import { newId } from '@conform/server-kit';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The partner token (NETOPIA's customer token) is a JWT the partner signs with its private key
 * (ES256 or RS256); we hold only the partner's public key. Claims: iss "netopia", aud "conform",
 * sub = the partner's customer id, exp at most 15 minutes after iat.
 */
export const PARTNER_ISSUER = 'netopia';
export const PARTNER_AUDIENCE = 'conform';

export function createPartnerTokenVerifier(publicKeyPem: string) {
  const key = createPublicKey(publicKeyPem);
  return async (token: string): Promise<{ customerId: string; email?: string }> => {
    const { payload } = await jwtVerify(token, key, {
      issuer: PARTNER_ISSUER,
      audience: PARTNER_AUDIENCE,
      algorithms: ['ES256', 'RS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: '15m',
    });
    return {
      customerId: payload.sub!,
      ...(typeof payload['email'] === 'string' ? { email: payload['email'] } : {}),
    };
  };
}

/** For the payment sandbox and tests: what the partner does on its side. */
export async function signPartnerToken(
  privateKeyPem: string,
  customerId: string,
  ttlSeconds = 600,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(PARTNER_ISSUER)
    .setAudience(PARTNER_AUDIENCE)
    .setSubject(customerId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(createPrivateKey(privateKeyPem));
}

const CUSTOM_AUDIENCE = 'conform-custom-token';
const CUSTOM_ISSUER = 'conform-identity';

/** A short-lived, single-use token the browser exchanges for a session (custom-token sign-in). */
export async function signCustomToken(
  privateKeyPem: string,
  uid: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(CUSTOM_ISSUER)
    .setAudience(CUSTOM_AUDIENCE)
    .setSubject(uid)
    .setJti(newId())
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(createPrivateKey(privateKeyPem));
}

export async function verifyCustomToken(
  publicKeyPem: string,
  token: string,
): Promise<{ uid: string; jti: string }> {
  const { payload } = await jwtVerify(token, createPublicKey(publicKeyPem), {
    issuer: CUSTOM_ISSUER,
    audience: CUSTOM_AUDIENCE,
    algorithms: ['ES256'],
    requiredClaims: ['jti', 'sub', 'exp'],
  });
  return { uid: payload.sub!, jti: payload.jti! };
}
