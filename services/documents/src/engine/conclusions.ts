/**
 * Conclusions computed from facts: each states the rule it applies and the operations it
 * rests on, and is drawn only when the admin's answers support it; otherwise it is UNKNOWN with the
 * questions still to answer, which the documents leave for the admin to confirm. Nothing here reads
 * an operation's words: only what the admin chose (purpose category, the Art. 9(2) exception, the
 * catalogue's data types, the assessment answers).
 */
import { legalValue, type TLegalParameters, type TSecurityMeasure } from '@conform/catalogues';
import type { OperationView } from './context.ts';

/** A question of the operation dialog whose answer a conclusion needs. */
export type TAssessmentQuestion = 'purposeCategory' | 'coreActivity' | 'largeScale';

/** An operation with the questions that stop a conclusion, in the dialog's order. */
export interface MissingAnswers {
  operation: OperationView;
  questions: TAssessmentQuestion[];
}

/** Special categories (Art. 9(1): the exception chosen, or a special data type of the catalogue) or criminal data (Art. 10). */
export function specialOrCriminal(op: OperationView): boolean {
  return op.specialDataGround !== null || op.data.some((d) => d.special || d.criminal);
}

/**
 * Whether the company must designate a data protection officer under Art. 37(1) GDPR, from its
 * operations:
 * - (b) its core activities consist of processing which requires regular and systematic monitoring
 *   of data subjects on a large scale: an operation for MONITORING, core activity and large scale;
 * - (c) its core activities consist of processing on a large scale of special categories (Art. 9) or
 *   criminal data (Art. 10): an operation with such data, core activity and large scale.
 * - (a) the company is a public authority or body: what the admin said in the company data
 *   (`publicBody`); not said (null), NOT_REQUIRED cannot be concluded.
 * An operation answered "not core" or "not large scale" cannot meet (b) or (c); one that could
 * (monitoring, special or criminal data, or whose purpose is not said) with either answer missing
 * leaves the conclusion UNKNOWN, unless another operation or (a) already makes it REQUIRED.
 *
 * `nationalIdOnLegitimateInterest`: the operations processing a national identification number (CNP)
 * for a legitimate interest, for which Law 190/2018 art. 4(2)(d) requires designating a DPO (verify
 * the current text of art. 4 before relying on it); a Romanian rule, stated by RO and EN documents only.
 */
export type DpoObligation = (
  | { outcome: 'REQUIRED'; monitoring: OperationView[]; special: OperationView[] }
  | {
      outcome: 'NOT_REQUIRED';
      /** The operations that could have met (b) or (c), each answered not core or not large scale. */
      considered: OperationView[];
    }
  | { outcome: 'UNKNOWN'; missing: MissingAnswers[] }
) & {
  nationalIdOnLegitimateInterest: OperationView[];
  /** Art. 37(1)(a): the company said it is (true) or is not (false) a public authority or body; null: not said. */
  publicBody: boolean | null;
};

export function dpoObligation(
  operations: readonly OperationView[],
  publicBody: boolean | null,
): DpoObligation {
  const monitoring: OperationView[] = [];
  const special: OperationView[] = [];
  const considered: OperationView[] = [];
  const missing: MissingAnswers[] = [];
  for (const op of operations) {
    const isSpecial = specialOrCriminal(op);
    const isMonitoring = op.purposeCategory === 'MONITORING';
    const purposeUnknown = op.purposeCategory === null && !isSpecial;
    if (!isSpecial && !isMonitoring && !purposeUnknown) continue;
    considered.push(op);
    if (op.coreActivity === false || op.largeScale === false) continue;
    if (op.coreActivity === true && op.largeScale === true) {
      if (isMonitoring) monitoring.push(op);
      if (isSpecial) special.push(op);
      if (purposeUnknown) missing.push({ operation: op, questions: ['purposeCategory'] });
      continue;
    }
    const questions: TAssessmentQuestion[] = [];
    if (purposeUnknown) questions.push('purposeCategory');
    if (op.coreActivity === null) questions.push('coreActivity');
    if (op.largeScale === null) questions.push('largeScale');
    missing.push({ operation: op, questions });
  }
  const nationalIdOnLegitimateInterest = operations.filter(
    (op) => op.grounds.includes('LEGITIMATE_INTEREST') && op.data.some((d) => d.nationalId),
  );
  const common = { nationalIdOnLegitimateInterest, publicBody };
  if (publicBody === true || monitoring.length > 0 || special.length > 0) {
    return { outcome: 'REQUIRED', monitoring, special, ...common };
  }
  if (missing.length > 0 || publicBody === null) return { outcome: 'UNKNOWN', missing, ...common };
  return { outcome: 'NOT_REQUIRED', considered, ...common };
}

/**
 * Why the company keeps records of processing (Art. 30(5) GDPR): the exemption for enterprises with
 * fewer than 250 employees does not apply when the processing is likely to result in a risk, is not
 * occasional, or includes special categories (Art. 9(1)) or criminal data (Art. 10).
 * - HEADCOUNT: 250 employees or more;
 * - NOT_EXEMPT: below the threshold, or headcount unknown, but a fact excludes the exemption: the
 *   employees' operations (regular for as long as the employment lasts, never occasional), the
 *   operations the admin answered are not occasional (`ongoing`), the operations with special or
 *   criminal data, or the operations likely to result in a risk by the admin's answers (`riskReasons`);
 * - EXEMPT: the admin answered that every operation is occasional, and no fact shows a risk or
 *   special data: the exemption applies (below 250 employees) and the record is kept voluntarily;
 * - UNKNOWN: no fact excludes it and some operations are not answered (`unanswered`): whether they
 *   are occasional is asked in their dialog (the "Assessment" section).
 */
export type RecordsDuty =
  | { outcome: 'HEADCOUNT'; employees: number }
  | {
      outcome: 'NOT_EXEMPT';
      employees: number | null;
      regular: OperationView[];
      ongoing: OperationView[];
      special: OperationView[];
      risky: Array<{ operation: OperationView; reasons: TRiskReason[] }>;
    }
  | { outcome: 'EXEMPT'; employees: number | null }
  | { outcome: 'UNKNOWN'; employees: number | null; unanswered: OperationView[] };

/**
 * What makes an operation "likely to result in a risk to the rights and freedoms of data subjects"
 * (Art. 30(5)), from the admin's answers only: decisions or profiling by automated means (Art. 22,
 * WP248 criteria 1–2), systematic monitoring (criterion 3), large scale (5), vulnerable people (7),
 * new technology (8). A lower bar than the DPIA's "high risk", where one criterion is enough (the
 * Article 29 Working Party's position paper on Art. 30(5), April 2018: verify before relying on it).
 */
export type TRiskReason = 'AUTOMATED' | 'MONITORING' | 'LARGE_SCALE' | 'VULNERABLE' | 'NEW_TECHNOLOGY';

export function riskReasons(op: OperationView): TRiskReason[] {
  const reasons: TRiskReason[] = [];
  if (op.automatedDecision !== 'NONE') reasons.push('AUTOMATED');
  if (op.purposeCategory === 'MONITORING') reasons.push('MONITORING');
  if (op.largeScale === true) reasons.push('LARGE_SCALE');
  if (op.vulnerableSubjects === true) reasons.push('VULNERABLE');
  if (op.newTechnology === true) reasons.push('NEW_TECHNOLOGY');
  return reasons;
}

/**
 * `at`: the day the conclusion is stated (the document's date); the threshold in force then is the
 * catalogue's (legalParameters RECORDS_EXEMPTION_EMPLOYEES, 250).
 */
export function recordsDuty(
  employees: number | null,
  operations: readonly OperationView[],
  at: Date,
  table?: TLegalParameters,
): RecordsDuty {
  if (employees !== null && employees >= legalValue('RECORDS_EXEMPTION_EMPLOYEES', at, table))
    return { outcome: 'HEADCOUNT', employees };
  const regular = operations.filter((op) => op.dataSubject === 'EMPLOYEES');
  const ongoing = operations.filter((op) => !regular.includes(op) && op.occasional === false);
  const special = operations.filter(specialOrCriminal);
  // Each operation is named once, under the first fact that excludes the exemption.
  const risky = operations
    .filter((op) => !regular.includes(op) && !ongoing.includes(op) && !special.includes(op))
    .map((operation) => ({ operation, reasons: riskReasons(operation) }))
    .filter((x) => x.reasons.length > 0);
  if (regular.length > 0 || ongoing.length > 0 || special.length > 0 || risky.length > 0) {
    return { outcome: 'NOT_EXEMPT', employees, regular, ongoing, special, risky };
  }
  const unanswered = operations.filter((op) => op.occasional !== true);
  if (operations.length > 0 && unanswered.length === 0) return { outcome: 'EXEMPT', employees };
  return { outcome: 'UNKNOWN', employees, unanswered };
}

/** The typical risks a DPIA weighs (content/EIPD, the risk table's rows, in this order). */
export const DPIA_RISKS = [
  'access',
  'alteration',
  'loss',
  'monitoring',
  'discrimination',
  'financial',
  'reputation',
  'rights',
] as const;
export type TDpiaRisk = (typeof DPIA_RISKS)[number];

/**
 * The security measures that lower a risk's likelihood, in two groups each: a group the company
 * applies (one of its measures ticked) lowers the likelihood by one level. A risk no measure of the
 * list addresses (contesting a decision: human intervention) keeps its likelihood.
 */
const MITIGATIONS: Record<TDpiaRisk, ReadonlyArray<readonly TSecurityMeasure[]>> = {
  access: [
    ['ACCESS_CONTROL', 'STRONG_AUTHENTICATION'],
    ['ENCRYPTION', 'ACCESS_LOGS'],
  ],
  alteration: [['ACCESS_CONTROL'], ['BACKUPS', 'ACCESS_LOGS']],
  loss: [['BACKUPS'], ['PHYSICAL_SECURITY', 'UPDATES_ANTIVIRUS']],
  monitoring: [['RETENTION_DELETION'], ['TRAINING', 'CONFIDENTIALITY']],
  discrimination: [['ACCESS_CONTROL'], ['TRAINING']],
  financial: [['ENCRYPTION'], ['ACCESS_CONTROL', 'STRONG_AUTHENTICATION']],
  reputation: [['CONFIDENTIALITY'], ['ACCESS_CONTROL', 'ENCRYPTION']],
  rights: [],
};

/** A level of risk: likelihood × severity, each 1–4 (low 1–3, medium 4–6, high 8–16). */
export interface RiskLevel {
  likelihood: number;
  severity: number;
  level: number;
}

export interface DpiaRiskAssessment {
  risk: TDpiaRisk;
  /** Before the measures: severity from the data and decisions, likelihood from the scale. */
  inherent: RiskLevel;
  /** After the company's measures (the likelihood lowered by each group it applies, at least 1). */
  residual: RiskLevel;
  /** The company's measures that lowered it, as their ids. */
  applied: TSecurityMeasure[];
}

/**
 * A starting estimate of one risk for the operations it concerns, by stated rules (the DPIA prints
 * them; the assessment team may change the values and says why):
 * - severity: 3 (significant) where the consequences are serious by nature — monitoring,
 *   discrimination, financial harm, reputation — or where the data are special, criminal or a national
 *   number, or the people vulnerable, for the loss of confidentiality; 3 for contesting a decision
 *   taken solely by automated means; 2 (limited) otherwise;
 * - likelihood: 2 (possible), 3 (likely) when an operation concerned is on a large scale (more people,
 *   more access, a larger target), and monitoring 3 by nature (the means exist and are used daily);
 * - residual: the likelihood lowered by one for each group of measures the company applies (MITIGATIONS),
 *   never below 1; the severity stays (the measures act on the likelihood).
 * Verify with the CNIL PIA methodology (2018) or ENISA's before a lawyer relies on the scale.
 */
export function dpiaRisk(
  risk: TDpiaRisk,
  operations: readonly OperationView[],
  measures: readonly TSecurityMeasure[],
): DpiaRiskAssessment {
  const sensitive = operations.some(
    (op) => specialOrCriminal(op) || op.data.some((d) => d.nationalId) || op.vulnerableSubjects === true,
  );
  const severity =
    risk === 'monitoring' || risk === 'discrimination' || risk === 'financial' || risk === 'reputation'
      ? 3
      : risk === 'access'
        ? sensitive
          ? 3
          : 2
        : risk === 'alteration' || risk === 'loss'
          ? operations.some(specialOrCriminal)
            ? 3
            : 2
          : operations.some((op) => op.automatedDecision === 'AUTOMATED_DECISION')
            ? 3
            : 2;
  const likelihood = risk === 'monitoring' || operations.some((op) => op.largeScale === true) ? 3 : 2;
  const groups = MITIGATIONS[risk].filter((group) => group.some((m) => measures.includes(m)));
  const residualLikelihood = Math.max(1, likelihood - groups.length);
  return {
    risk,
    inherent: { likelihood, severity, level: likelihood * severity },
    residual: { likelihood: residualLikelihood, severity, level: residualLikelihood * severity },
    applied: groups.flatMap((group) => group.filter((m) => measures.includes(m))),
  };
}

/** A level's band: low (1–3), medium (4–6), high (8–16). */
export const riskBand = (level: number): 'LOW' | 'MEDIUM' | 'HIGH' =>
  level <= 3 ? 'LOW' : level <= 6 ? 'MEDIUM' : 'HIGH';
