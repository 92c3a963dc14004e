import { useTranslation } from '@conform/i18n';
import { downloadFile, useShell } from '@conform/shell-contract';
import { Button, Card, SelectField, Stack } from '@conform/ui';
import { useState } from 'react';
import { inspectionPackUrl } from '../api/documentsApi.ts';

/**
 * The inspection pack: one ZIP with the documents in force, the records, the registers, the signed
 * copies and the evidence ledger, with an index of every file's fingerprint. Made when asked, in the
 * language chosen (the INT edition's is English), read with the session.
 */
export function InspectionPackCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation('documents');
  const { notify, locale, edition } = useShell();
  const int = edition === 'INT';
  const [language, setLanguage] = useState<'ro' | 'en'>(int ? 'en' : locale === 'en' ? 'en' : 'ro');
  const [working, setWorking] = useState(false);

  const download = async () => {
    setWorking(true);
    try {
      const saved = await downloadFile(
        inspectionPackUrl(companyId, int ? 'en' : language),
        'inspection-pack.zip',
      );
      if (!saved.ok)
        notify({
          kind: 'error',
          title: t('errors.title'),
          message: t(saved.status === 404 ? 'pack.nothingReady' : 'pack.failed'),
        });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Card>
      <Stack $gap={3}>
        <h2>{t('pack.title')}</h2>
        <p>{t('pack.description')}</p>
        <Stack $row>
          {int ? null : (
            <SelectField
              label={t('pack.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'ro')}
            >
              <option value="ro">{t('pack.languages.ro')}</option>
              <option value="en">{t('pack.languages.en')}</option>
            </SelectField>
          )}
          <Button onClick={() => void download()} disabled={working}>
            {working ? t('pack.preparing') : t('pack.download')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
