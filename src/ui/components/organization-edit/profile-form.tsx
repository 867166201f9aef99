import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, FormHelperText, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormError, ProfileFormOptions } from '../../../application/board/organizations/organization-edit-gateway.port';
import type { ToolbarItem } from '../../../domain/identity/permissions';
import { PROFILE_LIMITS } from '../../../domain/organization/organization-profile-changes';
import { SOCIAL_NETWORKS, type OrganizationProfile, type SocialNetwork } from '../../../domain/organization/organization-profile';
import { translate, type Translated } from '../../../domain/shared/locale';
import type { ProfileFeedback } from '../../forms/organization-profile-feedback';
import { restoreTypedProfile } from '../../forms/organization-profile-plain';
import {
  organizationProfileSchema,
  PROFILE_VALIDATION_VALUES,
  profileFormDefaults,
  type OrganizationProfileValues,
} from '../../forms/organization-profile-schema';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';
import { ButtonLink } from '../router-links';
import { BenefitsPicker } from './benefits-picker';
import { ImagePicker } from './image-picker';
import { RichTextEditor } from './rich-text-editor';
import { TermsPicker } from './terms-picker';
import { announceOrganizationEvent } from '../../tracking/organization-events';
import { formErrorKey } from '../form-busy';

/** Native selects: they work without JavaScript and with every keyboard and screen reader. */
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Countries the form offers (the region's and its neighbours'); a stored other one stays selectable. */
export const PROFILE_COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'LU', 'BE', 'NL', 'DK', 'PL', 'CZ', 'IT'] as const;

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  xing: 'XING',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  blueSky: 'Bluesky',
};
const NETWORK_EXAMPLES: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/company/…',
  xing: 'https://www.xing.com/pages/…',
  facebook: 'https://www.facebook.com/…',
  instagram: 'https://www.instagram.com/…',
  youtube: 'https://www.youtube.com/@…',
  tiktok: 'https://www.tiktok.com/@…',
  twitter: 'https://x.com/…',
  blueSky: 'https://bsky.app/profile/…',
};

interface SaveAnswer {
  ok: boolean;
  errors?: ProfileFormError[];
  url?: string;
  logoUrl?: string | null;
  coverUrl?: string | null;
}

export interface ProfileFormProps {
  readonly profile: OrganizationProfile;
  readonly options: ProfileFormOptions;
  readonly csrfToken: string;
  readonly toolbar: readonly ToolbarItem[];
  /** What a refused plain save carried (shown instead of the stored values). */
  readonly typed?: { readonly profile?: string | undefined; readonly presentation?: string | undefined };
  /** What the last plain save answered. */
  readonly feedback?: ProfileFeedback;
  /** The edit page's path, where a plain save comes back to. */
  readonly returnTo: string;
}

const NO_FEEDBACK: ProfileFeedback = { fieldErrors: {} };
/** `organizationEdit.errors.CODE` → CODE (the image pickers name their problems by code). */
const errorCode = (key: string | undefined) =>
  key?.startsWith('organizationEdit.errors.') ? key.slice('organizationEdit.errors.'.length) : key;

/**
 * The organization profile form. react-hook-form validates with the zod schema the board's save route
 * uses too; the platform checks everything once more and answers field by field. Logo and cover go with
 * the same request (multipart), so a refused image leaves the rest unsaved as well: nothing half-written.
 * Without JavaScript the same form posts itself (a field per input, native selects, checkboxes for the
 * pickers, a text area for the presentation) and the page comes back with the outcome.
 */
export function ProfileForm({ profile, options, csrfToken, toolbar, typed = {}, feedback = NO_FEEDBACK, returnTo }: ProfileFormProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hydrated = useHydrated();
  const [images, setImages] = useState({ logoUrl: profile.logoUrl, coverUrl: profile.coverUrl });
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [serverImageProblems, setServerImageProblems] = useState<{ logo?: string | undefined; cover?: string | undefined }>(() => ({
    logo: errorCode(feedback.fieldErrors.logo),
    cover: errorCode(feedback.fieldErrors.cover),
  }));
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; code: string } | null>(() =>
    feedback.notice === 'saved' ? { kind: 'saved' } : feedback.error ? { kind: 'error', code: feedback.error } : null,
  );
  const [defaults] = useState(() => {
    const stored = profileFormDefaults(profile);
    return restoreTypedProfile(typed, stored) ?? stored;
  });
  const { register, control, handleSubmit, formState, setError, setValue, watch } = useForm<OrganizationProfileValues>({
    resolver: zodResolver(organizationProfileSchema) as unknown as Resolver<OrganizationProfileValues>,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const removeLogo = watch('removeLogo');
  const removeCover = watch('removeCover');

  const message = (key: string | undefined) =>
    key
      ? t(key, {
          min: PROFILE_VALIDATION_VALUES.min,
          max: PROFILE_VALIDATION_VALUES.benefitsMax,
          presentationMax: PROFILE_VALIDATION_VALUES.presentationMax,
          termsMax: PROFILE_VALIDATION_VALUES.termsMax,
        })
      : undefined;
  const errorOf = (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = (node as { message?: unknown } | undefined)?.message;
    if (typeof text === 'string') return message(text);
    // What the last plain save named here, until the form is sent again.
    return formState.submitCount === 0 ? message(feedback.fieldErrors[path]) : undefined;
  };
  /** A field's starting value as the server renders it (react-hook-form fills registered inputs only once scripts run). */
  const initial = (path: string): string => {
    let node: unknown = defaults;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : '';
  };
  const field = (
    name: FieldPath<OrganizationProfileValues>,
    label: string,
    extra: { max?: number; helper?: string; required?: boolean; placeholder?: string } = {},
  ) => {
    const error = errorOf(name);
    return (
      <TextField
        {...register(name)}
        defaultValue={initial(name)}
        id={`profile-${name.replace(/\./g, '-')}`}
        label={label}
        error={Boolean(error)}
        helperText={error ?? extra.helper}
        required={extra.required}
        placeholder={extra.placeholder}
        slotProps={{ htmlInput: { maxLength: extra.max } }}
        fullWidth
      />
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    setServerImageProblems({});
    const body = new FormData();
    body.set('csrfToken', csrfToken);
    body.set('locale', locale);
    body.set('profile', JSON.stringify(values));
    if (logo) body.set('logo', logo);
    if (cover) body.set('cover', cover);
    let answer: SaveAnswer | null = null;
    try {
      const response = await fetch(`/api/organization-profile/${encodeURIComponent(profile.id)}`, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      answer = (await response.json()) as SaveAnswer;
    } catch {
      answer = null;
    }
    if (!answer) return setOutcome({ kind: 'error', code: 'Default' });
    if (answer.ok && answer.url) {
      setImages({ logoUrl: answer.logoUrl ?? null, coverUrl: answer.coverUrl ?? null });
      setLogo(null);
      setCover(null);
      setValue('removeLogo', false);
      setValue('removeCover', false);
      announceOrganizationEvent({ name: 'orgprofile_edit', organizationId: profile.id, organizationName: values.name });
      return setOutcome({ kind: 'saved' });
    }
    let general: string | null = null;
    for (const e of answer.errors ?? []) {
      const key = `organizationEdit.errors.${e.code}`;
      if (e.field === 'logo' || e.field === 'cover') setServerImageProblems((p) => ({ ...p, [e.field as string]: e.code }));
      else if (e.field?.startsWith('benefits')) setError('benefits', { message: key });
      else if (e.field && e.code !== 'INVALID') setError(e.field as FieldPath<OrganizationProfileValues>, { message: key });
      else general ??= e.code;
    }
    setOutcome({ kind: 'error', code: general ?? 'FIX_FIELDS' });
  });

  const section = (title: string) => (
    <>
      <Divider />
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
    </>
  );

  const countries: string[] = [...PROFILE_COUNTRIES];
  const stored = profile.location.countryCode;
  if (stored && !countries.includes(stored)) countries.push(stored);

  return (
    <form
      method="post"
      action={`/api/organization-profile/${encodeURIComponent(profile.id)}`}
      encType="multipart/form-data"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-form="organization-profile"
      aria-describedby="profile-outcome"
    >
      {/* Where a plain post comes back to; the token before any file, as the form reader wants it. */}
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <Stack spacing={2.5}>
        <div id="profile-outcome" aria-live="polite">
          {outcome?.kind === 'saved' && (
            <Alert
              severity="success"
              data-testid="profile-saved"
              action={
                <ButtonLink to="/organization/$slug" params={{ slug: profile.slug }} color="inherit" size="small">
                  {t('organizationEdit.viewProfile')}
                </ButtonLink>
              }
            >
              {t('organizationEdit.saved')}
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert severity="error" role="alert" data-testid="profile-error">
              {t(formErrorKey(outcome.code, `organizationEdit.errors.${outcome.code}`), {
                defaultValue: t('organizationEdit.errors.Default'),
              })}
            </Alert>
          )}
        </div>

        {field('name', t('organizationEdit.fields.name'), {
          max: PROFILE_LIMITS.nameMax,
          required: true,
          helper: t('organizationEdit.fields.nameHelp'),
        })}
        {field('alternativeName', t('organizationEdit.fields.alternativeName'), {
          max: PROFILE_LIMITS.alternativeNameMax,
          helper: t('organizationEdit.fields.alternativeNameHelp'),
        })}

        {section(t('organizationEdit.sections.images'))}
        <ImagePicker
          kind="logo"
          label={t('organizationEdit.fields.logo')}
          currentUrl={images.logoUrl}
          file={logo}
          removed={removeLogo}
          onFile={(file) => {
            setLogo(file);
            setServerImageProblems((p) => ({ ...p, logo: undefined }));
          }}
          onRemovedChange={(removed) => setValue('removeLogo', removed)}
          serverProblem={serverImageProblems.logo}
          plain={!hydrated}
        />
        <ImagePicker
          kind="cover"
          label={t('organizationEdit.fields.cover')}
          currentUrl={images.coverUrl}
          file={cover}
          removed={removeCover}
          onFile={(file) => {
            setCover(file);
            setServerImageProblems((p) => ({ ...p, cover: undefined }));
          }}
          onRemovedChange={(removed) => setValue('removeCover', removed)}
          serverProblem={serverImageProblems.cover}
          plain={!hydrated}
        />

        {section(t('organizationEdit.sections.about'))}
        <Controller
          control={control}
          name="presentation"
          render={({ field: f }) => (
            <RichTextEditor
              id="profile-presentation"
              name={f.name}
              label={t('organizationEdit.fields.presentation')}
              value={f.value}
              onChange={f.onChange}
              toolbar={toolbar}
              locale={locale}
              error={Boolean(errorOf('presentation'))}
              helperText={errorOf('presentation') ?? t('organizationEdit.fields.presentationHelp')}
            />
          )}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="industryId"
              render={({ field: f }) => (
                <TextField
                  {...f}
                  select
                  slotProps={NATIVE_SELECT}
                  id="profile-industry"
                  label={t('organizationEdit.fields.industry')}
                  fullWidth
                  error={Boolean(errorOf('industryId'))}
                  helperText={errorOf('industryId')}
                >
                  <option value="">{t('organizationEdit.fields.noIndustry')}</option>
                  {options.industries.map((industry) => (
                    <option key={industry.id} value={industry.id}>
                      {translate(industry.label, locale)}
                    </option>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="size"
              render={({ field: f }) => (
                <TextField
                  {...f}
                  select
                  slotProps={NATIVE_SELECT}
                  id="profile-size"
                  label={t('organizationEdit.fields.size')}
                  fullWidth
                  error={Boolean(errorOf('size'))}
                  helperText={errorOf('size')}
                >
                  <option value="">{t('organizationEdit.fields.noSize')}</option>
                  {options.sizes.map((size) => (
                    <option key={size} value={size}>
                      {t(`organization.size.${size}`)}
                    </option>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </Grid>
        <Controller
          control={control}
          name="benefits"
          render={({ field: f }) => (
            <BenefitsPicker
              id="profile-benefits"
              value={f.value as Translated[]}
              options={options.benefits}
              onChange={f.onChange}
              locale={locale}
              plain={!hydrated}
              error={errorOf('benefits') ?? (formState.errors.benefits ? message('organizationEdit.validation.invalidBenefit') : undefined)}
            />
          )}
        />

        {(['occupationIds', 'fieldOfStudyIds'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: f }) => (
              <TermsPicker
                id={`profile-${name}`}
                label={t(`organizationEdit.fields.${name}`)}
                helper={t('organizationEdit.fields.termsHelp', { max: PROFILE_VALIDATION_VALUES.termsMax })}
                value={f.value ?? []}
                options={name === 'occupationIds' ? options.occupations : options.fieldsOfStudy}
                name={name}
                onChange={f.onChange}
                locale={locale}
                plain={!hydrated}
                error={errorOf(name)}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="published"
          render={({ field: f }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    id="profile-published"
                    name="published"
                    value="true"
                    checked={f.value ?? false}
                    onChange={(e) => f.onChange(e.target.checked)}
                  />
                }
                label={t('organizationEdit.fields.published')}
              />
              <FormHelperText sx={{ mt: 0 }}>{t('organizationEdit.fields.publishedHelp')}</FormHelperText>
            </Box>
          )}
        />

        {section(t('organizationEdit.sections.location'))}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            {field('location.addressLine1', t('organizationEdit.fields.addressLine1'), { max: PROFILE_LIMITS.addressLineMax })}
          </Grid>
          <Grid size={{ xs: 12 }}>
            {field('location.addressLine2', t('organizationEdit.fields.addressLine2'), { max: PROFILE_LIMITS.addressLineMax })}
          </Grid>
          <Grid size={{ xs: 5, sm: 3 }}>{field('location.zip', t('organizationEdit.fields.zip'), { max: PROFILE_LIMITS.zipMax })}</Grid>
          <Grid size={{ xs: 7, sm: 9 }}>
            {field('location.locality', t('organizationEdit.fields.locality'), { max: PROFILE_LIMITS.localityMax })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('location.administrativeArea', t('organizationEdit.fields.administrativeArea'), {
              max: PROFILE_LIMITS.administrativeAreaMax,
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="location.countryCode"
              render={({ field: f }) => (
                <TextField
                  {...f}
                  select
                  slotProps={NATIVE_SELECT}
                  id="profile-country"
                  label={t('organizationEdit.fields.country')}
                  fullWidth
                  error={Boolean(errorOf('location.countryCode'))}
                  helperText={errorOf('location.countryCode')}
                >
                  {countries.map((code) => (
                    <option key={code} value={code}>
                      {t(`organizationEdit.countries.${code}`, { defaultValue: code })}
                    </option>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </Grid>

        {section(t('organizationEdit.sections.companyContact'))}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('companyEmail', t('organizationEdit.fields.companyEmail'), {
              max: PROFILE_LIMITS.emailMax,
              placeholder: 'jobs@example.de',
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('companyPhone', t('organizationEdit.fields.companyPhone'), {
              max: PROFILE_LIMITS.phoneMax,
              placeholder: '+49 711 123456',
            })}
          </Grid>
        </Grid>

        {section(t('organizationEdit.sections.links'))}
        {field('website', t('organizationEdit.fields.website'), {
          max: PROFILE_LIMITS.urlMax,
          placeholder: 'https://www.example.de',
          helper: t('organizationEdit.fields.websiteHelp'),
        })}
        <Grid container spacing={2}>
          {SOCIAL_NETWORKS.map((network) => (
            <Grid key={network} size={{ xs: 12, sm: 6 }}>
              {field(`socialProfiles.${network}`, NETWORK_NAMES[network], {
                max: PROFILE_LIMITS.urlMax,
                placeholder: NETWORK_EXAMPLES[network],
              })}
            </Grid>
          ))}
        </Grid>

        <Box>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t(formState.isSubmitting ? 'organizationEdit.saving' : 'organizationEdit.save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
