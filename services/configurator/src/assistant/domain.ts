import type { TAssistantAnswers, TDataSubject, TLocale } from '@conform/catalogues';
import type { Edition, TAssistantCompletion, TAssistantSuggestions } from '@conform/contracts';
import { AppError } from '@conform/server-kit';
import type { PresetSource, ResolvedPreset } from '../situations/domain.ts';
import { newOperationId, newSituationId } from '../situations/domain.ts';
import type { SituationsRepository } from '../situations/repository.ts';

/** What the assistant needs from the catalogue (docs/spec/catalogues.md §11.2, §12). */
export interface AssistantCatalogue {
  /**
   * The data subject a product is configured for on an edition; undefined when the product is
   * unknown, not sold there, or needs no configuration (it has no assistant).
   */
  subjectOf(product: string, edition: Edition): TDataSubject | undefined;
  /** Question ids the quiz does not have, and shown questions left unanswered. */
  answerProblems(
    subject: TDataSubject,
    answers: TAssistantAnswers,
  ): { unknown: string[]; unanswered: string[] };
  /** The preset situations the answers suggest, each with its suggested operations, in preset order. */
  suggest(
    subject: TDataSubject,
    answers: TAssistantAnswers,
  ): Array<{ suggestionId: string; operationIds: string[] }>;
}

/** The company's product lists, from the companies service's published read model. */
export interface CompanyProducts {
  find(companyId: string): Promise<{ pending: string[]; purchased: string[] } | undefined>;
}

/**
 * The assistant of a product (docs/spec/behaviour.md §2, §4): a yes/no quiz whose answers suggest situations and
 * operations of the catalogue. The suggestions are computed here, never taken from the browser;
 * Continue adds them and the companies service, told by `assistant.completed`, marks the product
 * configured.
 */
export function createAssistantDomain(deps: {
  catalogue: AssistantCatalogue;
  presets: PresetSource;
  situations: SituationsRepository;
  companies: CompanyProducts;
  now?: () => Date;
}) {
  const { catalogue, presets, situations, companies } = deps;
  const now = deps.now ?? (() => new Date());

  /** The product's data subject, once the product, the company's lists and the answers are checked. */
  async function check(
    companyId: string,
    product: string,
    answers: TAssistantAnswers,
    edition: Edition,
  ): Promise<TDataSubject> {
    const subject = catalogue.subjectOf(product, edition);
    if (!subject) throw new AppError('not_found', `There is no assistant for the package "${product}".`);
    const products = await companies.find(companyId);
    if (!products || ![...products.pending, ...products.purchased].includes(product)) {
      throw new AppError('conflict', `The package "${product}" is neither in the cart nor bought.`);
    }
    const { unknown, unanswered } = catalogue.answerProblems(subject, answers);
    const details = [
      ...unknown.map((id) => ({ path: `answers.${id}`, message: 'There is no such question in this quiz' })),
      ...unanswered.map((id) => ({ path: `answers.${id}`, message: 'This question needs an answer' })),
    ];
    if (details.length > 0) throw new AppError('validation', 'The quiz is not answered completely.', details);
    return subject;
  }

  /** The suggested situations with only their suggested operations, written out for the locale. */
  function suggested(subject: TDataSubject, answers: TAssistantAnswers, locale: TLocale, edition: Edition) {
    return catalogue.suggest(subject, answers).map(({ suggestionId, operationIds }): ResolvedPreset => {
      const preset = presets.resolve(suggestionId, locale, edition);
      // The quiz only names presets of its own subject (the catalogue checks it when it loads).
      if (!preset) throw new Error(`missing suggested situation "${suggestionId}"`);
      return { ...preset, operations: preset.operations.filter((op) => operationIds.includes(op.id)) };
    });
  }

  return {
    /** Results page (docs/spec/behaviour.md §2): what Continue would add, for the answers. */
    async suggestions(
      companyId: string,
      product: string,
      answers: TAssistantAnswers,
      locale: TLocale,
      edition: Edition,
    ): Promise<TAssistantSuggestions> {
      const subject = await check(companyId, product, answers, edition);
      return {
        product,
        dataSubject: subject,
        situations: suggested(subject, answers, locale, edition).map((preset) => ({
          id: preset.id,
          name: preset.name,
          operations: preset.operations.map((op) => ({ id: op.id, name: op.name, purpose: op.purpose })),
        })),
      };
    },

    /** Continue (docs/spec/behaviour.md §2): each suggested situation added, the product marked configured. */
    async complete(
      companyId: string,
      product: string,
      answers: TAssistantAnswers,
      locale: TLocale,
      edition: Edition,
    ): Promise<TAssistantCompletion> {
      const subject = await check(companyId, product, answers, edition);
      await situations.addFromAssistant({
        companyId,
        dataSubject: subject,
        product,
        situations: suggested(subject, answers, locale, edition).map((preset) => ({
          suggestionId: preset.id,
          name: preset.name,
          operations: preset.operations,
        })),
        newSituationId: () => newSituationId(subject),
        newOperationId,
        now: now(),
      });
      return { product, situations: await situations.list(companyId, subject) };
    },
  };
}
export type AssistantDomain = ReturnType<typeof createAssistantDomain>;
