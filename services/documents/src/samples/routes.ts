import { ZDocumentKeySchema } from '@conform/contracts';
import { FILE_SECURITY_HEADERS, localeOf, platformOf, setHeaders } from '@conform/server-kit';
import type { Router } from 'express';
import { z } from 'zod';
import { languageOfKey, typeOfKey } from '../catalogue.ts';
import { sendBytes } from '../files/send.ts';
import type { SamplesDomain } from './domain.ts';

const ZSampleQuerySchema = z.object({ lang: z.enum(['ro', 'en']).optional() });
const ZProductSchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'a product id');

/** Under /platform/api/documents: sample PDFs, public (they hold no company's data). */
export function sampleRoutes(router: Router, domain: SamplesDomain): void {
  router.get('/samples/:product/:type', async (req, res) => {
    const product = ZProductSchema.parse(req.params['product']);
    // A document's key, as the documents page lists it: an `_EN` package's English edition is
    // its type's sample in English.
    const key = ZDocumentKeySchema.parse(req.params['type']);
    const { lang } = ZSampleQuerySchema.parse(req.query);
    const sample = await domain.pdf({
      product,
      type: typeOfKey(key),
      language: languageOfKey(key) ?? lang ?? localeOf(req),
      platform: platformOf(req),
    });
    // The same file for everyone, with nobody's data: the one API answer a cache may keep.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    setHeaders(res, FILE_SECURITY_HEADERS);
    sendBytes(res, sample.bytes, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(sample.fileName)}`,
    });
  });
}
