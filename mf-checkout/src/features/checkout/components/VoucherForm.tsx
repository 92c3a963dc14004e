import { useTranslation } from '@conform/i18n';
import type { TVoucherRejection } from '@conform/contracts';
import { Button, TextField } from '@conform/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  > :first-child {
    flex: 1;
    /* Lets the field shrink below its input's default width, so the row fits a phone. */
    min-width: 0;
  }
  input {
    width: 100%;
    min-width: 0;
  }
  button {
    margin-top: 1.75rem;
  }
`;

/**
 * Voucher entry (docs/spec/behaviour.md §5): trimmed, Apply disabled while empty, Enter submits; the invalid message
 * shows when the applied code brings no voucher line into the order, saying why when the service says it
 * (expired, not on this edition, used up, another currency, none of its packages in the order).
 */
export function VoucherForm({
  invalid,
  reason,
  busy,
  onApply,
}: {
  invalid: boolean;
  reason?: TVoucherRejection | undefined;
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  return (
    <Row
      aria-label={t('voucher.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed) onApply(trimmed);
      }}
    >
      <TextField
        label={t('voucher.label')}
        name="voucherCode"
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={
          !invalid
            ? undefined
            : reason && reason !== 'unknown'
              ? t(`voucher.rejected.${reason}`)
              : t('voucher.invalid')
        }
      />
      <Button type="submit" variant="secondary" disabled={!trimmed || busy}>
        {t('voucher.apply')}
      </Button>
    </Row>
  );
}
