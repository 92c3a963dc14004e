import { createPrivateKey, randomUUID, sign, type KeyObject } from 'node:crypto';

/**
 * NETOPIA's side of the partner flow (identity's partners/tokens.ts reads it): a customer token is a
 * JWT signed ES256 with the partner's private key; iss "netopia", aud "conform", sub = the partner's
 * customer id, valid 10 minutes. Written here with node:crypto, as any partner could.
 */
export function signCustomerToken(privateKey: KeyObject, customerId: string, now = new Date()): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now.getTime() / 1000);
  const header = b64({ alg: 'ES256', typ: 'JWT' });
  const claims = b64({
    iss: 'netopia',
    aud: 'conform',
    sub: customerId,
    iat,
    exp: iat + 600,
    jti: randomUUID(),
  });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${claims}.${signature.toString('base64url')}`;
}

export function partnerKeyFrom(pem: string | Buffer): KeyObject {
  return createPrivateKey(pem);
}
