import { randomUUID, sign, type KeyObject } from 'node:crypto';
import { IPN_ALGORITHM, IPN_ISSUER, payloadHash } from '@conform/checkout-service/netopia-v2';

/** How long a v2 IPN token is valid: it is made for one delivery attempt. */
const TOKEN_TTL_SECONDS = 300;

/**
 * NETOPIA's side of a v2 IPN (docs/facts/payments-netopia.md, v2 IPN): the `Verification-token` JWT, RS512 with the
 * provider's key; iss "NETOPIA Payments", aud the POS signature, sub the base64 SHA-512 of the exact
 * body. Written with node:crypto, as the provider's own code would be, not with the checkout's library.
 */
export function signIpnToken(providerKey: KeyObject, posSignature: string, body: string, now: Date): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now.getTime() / 1000);
  const header = b64({ typ: 'JWT', alg: IPN_ALGORITHM });
  const claims = b64({
    iss: IPN_ISSUER,
    aud: [posSignature],
    sub: payloadHash(body),
    iat,
    nbf: iat,
    exp: iat + TOKEN_TTL_SECONDS,
    jti: randomUUID(),
  });
  const signature = sign('sha512', Buffer.from(`${header}.${claims}`), providerKey);
  return `${header}.${claims}.${signature.toString('base64url')}`;
}
