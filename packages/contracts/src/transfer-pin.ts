// What pins a transfer's mechanism for one recipient abroad: the day the DPF list was checked, the
// SCC module and day signed, the Art. 49(1) point, the BCR approval reference. One shape for a processor (companies) and for a recipient of an
// operation that is not a processor (configurator), with the same checks and messages.
import { SCC_MODULES, TRANSFER_DEROGATIONS, type TTransferMechanism } from '@conform/catalogues/enums';
import { z } from 'zod';
import { ZDaySchema } from './validation.ts';

/** A day (YYYY-MM-DD) already reached, or null when empty; what the admin says they did on it. */
const pastDay = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      ZDaySchema.refine(
        (day) => day <= new Date().toISOString().slice(0, 10),
        'validation.date.future',
      ).nullable(),
    );

/** The pin's fields; each is kept only with its mechanism (`keepPin`). */
export const transferPinShape = {
  /** With DPF: the day the admin found the recipient on the Data Privacy Framework list. */
  dpfCheckedOn: pastDay(),
  /** With SCC: the module of Decision (EU) 2021/914 signed (C2P, module 2, for a processor). */
  sccModule: z
    .enum(SCC_MODULES, { error: 'validation.sccModule.required' })
    .nullish()
    .transform((v) => v ?? null),
  /** With SCC: the day the clauses were signed. */
  sccSignedOn: pastDay(),
  /** With DEROGATION: the point of Art. 49(1) first subparagraph relied on, (a) to (g). */
  derogation: z
    .enum(TRANSFER_DEROGATIONS, { error: 'validation.derogation.required' })
    .nullish()
    .transform((v) => v ?? null),
  /** With BCR: the reference of the rules' approval by the supervisory authority, if the admin has it. */
  bcrReference: z
    .string()
    .trim()
    .max(200, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null),
};

type TPinFields = {
  transferMechanism: TTransferMechanism | null;
  dpfCheckedOn: string | null;
  sccModule: string | null;
  sccSignedOn: string | null;
  derogation: string | null;
};

/** The mechanism is pinned by the fact that makes it true for this recipient: an issue for each one missing. */
export function checkTransferPin(p: TPinFields, ctx: z.RefinementCtx): void {
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (p.transferMechanism === 'DPF' && p.dpfCheckedOn === null) {
    missing('dpfCheckedOn', 'validation.dpfCheckedOn.required');
  }
  if (p.transferMechanism === 'SCC' && p.sccModule === null) {
    missing('sccModule', 'validation.sccModule.required');
  }
  if (p.transferMechanism === 'SCC' && p.sccSignedOn === null) {
    missing('sccSignedOn', 'validation.sccSignedOn.required');
  }
  if (p.transferMechanism === 'DEROGATION' && p.derogation === null) {
    missing('derogation', 'validation.derogation.required');
  }
}

/** Only the facts of the chosen mechanism are kept (none without a mechanism). */
export function keepPin<P extends TPinFields & { bcrReference: string | null }>(
  p: P,
  mechanism: TTransferMechanism | null,
): P {
  return {
    ...p,
    transferMechanism: mechanism,
    dpfCheckedOn: mechanism === 'DPF' ? p.dpfCheckedOn : null,
    sccModule: mechanism === 'SCC' ? p.sccModule : null,
    sccSignedOn: mechanism === 'SCC' ? p.sccSignedOn : null,
    derogation: mechanism === 'DEROGATION' ? p.derogation : null,
    bcrReference: mechanism === 'BCR' ? p.bcrReference : null,
  };
}
