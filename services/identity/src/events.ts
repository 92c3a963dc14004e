import { PLATFORM_EVENTS, type TPlatformEvents } from '@conform/contracts/events';
import { publishEvent, type Tx } from '@conform/server-kit';
import type { z } from 'zod';

type IdentityEvent = 'user.registered' | 'user.merged' | 'user.consented';

/** Publishes one of identity's events in the caller's transaction (server-kit's outbox). */
export function publishIdentityEvent<K extends IdentityEvent>(
  tx: Tx,
  type: K,
  payload: z.input<TPlatformEvents[K]>,
): Promise<string> {
  return publishEvent(tx, PLATFORM_EVENTS, { source: 'identity', type, payload });
}
