import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffProductView } from '../../../application/board/commerce-admin/commerce-admin-gateway.port';
import { PRODUCT_KINDS, UPGRADE_KINDS } from '../../../domain/commerce/catalogue';
import { useSite } from '../../hooks/use-site';
import type { ProductFormValues } from '../../server/commerce-admin/commerce-admin-fields';

const euros = (cents: number): string => (cents / 100).toFixed(2);

/**
 * Add or edit a product: a plain POST with the double-submit token. The price is typed in euros and
 * becomes whole cents on the server; a refused post comes back with what was typed and each problem
 * under its field.
 */
export function ProductForm({
  product,
  typed,
  fieldErrors,
  csrfToken,
}: {
  product: StaffProductView | null;
  typed: ProductFormValues;
  fieldErrors: Readonly<Record<string, string>>;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const value = (field: keyof ProductFormValues, fallback: string): string => typed[field] ?? fallback;
  const problem = (field: string) => {
    const code = fieldErrors[field];
    return code ? { error: true, helperText: t(`commerceAdmin.errors.${code}`, { defaultValue: t('commerceAdmin.errors.Default') }) } : {};
  };
  const count = (field: 'units' | 'runtimeDays' | 'jobSlots' | 'resumeContactSlots') => (
    <TextField
      id={`product-${field}`}
      name={field}
      label={t(`commerceAdmin.fields.${field}`)}
      defaultValue={value(field, String(product?.[field] ?? 0))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...problem(field)}
    />
  );
  return (
    <Box component="section" id="product-form" aria-labelledby="product-form-title">
      <Typography id="product-form-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {product ? t('commerceAdmin.editProduct') : t('commerceAdmin.newProduct')}
      </Typography>
      <form method="post" action="/api/commerce-admin/product" data-form="commerce-product" noValidate>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        {product && <input type="hidden" name="id" value={product.id} />}
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            select
            id="product-kind"
            name="kind"
            label={t('commerceAdmin.fields.kind')}
            defaultValue={value('kind', product?.kind ?? 'job_bundle')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...problem('kind')}
          >
            {PRODUCT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`commerceAdmin.kinds.${k}`)}
              </option>
            ))}
          </TextField>
          <TextField
            id="product-nameDe"
            name="nameDe"
            label={t('commerceAdmin.fields.nameDe')}
            required
            defaultValue={value('nameDe', product?.nameDe ?? '')}
            {...problem('nameDe')}
          />
          <TextField
            id="product-nameEn"
            name="nameEn"
            label={t('commerceAdmin.fields.nameEn')}
            defaultValue={value('nameEn', product?.nameEn ?? '')}
            {...problem('nameEn')}
          />
          <TextField
            id="product-nameFr"
            name="nameFr"
            label={t('commerceAdmin.fields.nameFr')}
            defaultValue={value('nameFr', product?.nameFr ?? '')}
            {...problem('nameFr')}
          />
          <TextField
            id="product-price"
            name="price"
            label={t('commerceAdmin.fields.price')}
            required
            defaultValue={value('price', product ? euros(product.netCents) : '')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            helperText={t('commerceAdmin.fields.priceHelp')}
            {...problem('price')}
          />
          {count('units')}
          {count('runtimeDays')}
          <TextField
            select
            id="product-upgradeKind"
            name="upgradeKind"
            label={t('commerceAdmin.fields.upgradeKind')}
            defaultValue={value('upgradeKind', product?.upgradeKind ?? '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...problem('upgradeKind')}
          >
            <option value="">{t('commerceAdmin.upgradeKinds.none')}</option>
            {UPGRADE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`commerceAdmin.upgradeKinds.${k}`)}
              </option>
            ))}
          </TextField>
          {count('jobSlots')}
          {count('resumeContactSlots')}
          <div>
            <Button type="submit" variant="contained">
              {t('commerceAdmin.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Box>
  );
}
