import * as catalogues from '../src/index.ts';

describe('public API (src/index.ts)', () => {
  it('exposes the content and logic of every part of the package', () => {
    for (const name of [
      // core and enumerations
      'l',
      'pick',
      'loadCatalogue',
      'LEGAL_GROUNDS',
      'legalGroundEntries',
      'legalGroundFromText',
      'specialDataGroundOptions',
      'countries',
      'counties',
      'findCounty',
      'paymentStatuses',
      'documentStatuses',
      'DATA_SOURCES',
      'dataSubjectEntries',
      'lifecycleStages',
      'languages',
      'currencies',
      'formatAmount',
      'editions',
      'subjectTypes',
      // documents, products, config, quiz
      'documents',
      'documentsByCode',
      'products',
      'productsById',
      'productsForEdition',
      'productIdForEdition',
      'requiresConfiguration',
      'autoConfiguredProducts',
      'utilsGroup',
      'configSeed',
      'testVouchers',
      'evaluationQuiz',
      'evaluationQuizzes',
      'resultCategories',
      // logic
      'visibleQuestions',
      'nextQuestion',
      'isTopicComplete',
      'computeResults',
      'encodeResults',
      'decodeResults',
      'tryDecodeResults',
      'documentInfo',
      'productPrice',
      'resultCategoryViews',
      'documentGroupsFor',
      // the other parts
      'valueLists',
      'resolveValue',
      'presetsBySubject',
      'findSituationPreset',
      'findOperationPreset',
      'resolveOperationPreset',
      'assistantQuizzes',
      'suggestFromAnswers',
    ]) {
      expect({ name, exported: name in catalogues }).toEqual({ name, exported: true });
    }
  });

  it('runs the whole flow through the entry: quiz → encoded results → products → prices', () => {
    const ids = catalogues.computeResults(catalogues.evaluationQuizzes.RO, { 'hr.employees': true });
    const decoded = catalogues.decodeResults(catalogues.encodeResults(ids), 'RO');
    expect(decoded).toEqual(['EMPLOYEES', 'INTERNAL_POLICIES']);
    const prices = decoded.map((id) => catalogues.productPrice(catalogues.configSeed.ro, id));
    expect(prices.every((p) => p.currency === 'RON' && p.value > 0)).toBe(true);
  });
});
