import { createTokenVerifier, signAccessToken } from '../src/auth.ts';
import { testKeyPair } from '../src/testing.ts';

describe('access token verification', () => {
  const keys = testKeyPair();
  const user = { uid: 'user-1', anonymous: false, terms: true };

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
});
