import type { Locale } from '../../domain/shared/locale';
import de from './messages/de.json';
import enGB from './messages/en-GB.json';
import fr from './messages/fr.json';
import aiWritingDe from './messages/ai-writing/de.json';
import organizationTeamDe from './messages/organization-team/de.json';
import organizationTeamEnGB from './messages/organization-team/en-GB.json';
import organizationTeamFr from './messages/organization-team/fr.json';
import aiWritingEnGB from './messages/ai-writing/en-GB.json';
import aiWritingFr from './messages/ai-writing/fr.json';
import blogDe from './messages/blog/de.json';
import blogEnGB from './messages/blog/en-GB.json';
import blogFr from './messages/blog/fr.json';
import consentDe from './messages/consent/de.json';
import consentEnGB from './messages/consent/en-GB.json';
import consentFr from './messages/consent/fr.json';
import trackingDe from './messages/tracking/de.json';
import trackingEnGB from './messages/tracking/en-GB.json';
import trackingFr from './messages/tracking/fr.json';
import statisticsDe from './messages/statistics/de.json';
import statisticsEnGB from './messages/statistics/en-GB.json';
import statisticsFr from './messages/statistics/fr.json';
import organizationsDe from './messages/organizations/de.json';
import organizationsEnGB from './messages/organizations/en-GB.json';
import organizationsFr from './messages/organizations/fr.json';
import jobImportDe from './messages/job-import/de.json';
import jobImportEnGB from './messages/job-import/en-GB.json';
import jobImportFr from './messages/job-import/fr.json';
import jobPageDe from './messages/job-page/de.json';
import jobPageEnGB from './messages/job-page/en-GB.json';
import jobPageFr from './messages/job-page/fr.json';
import placesDe from './messages/places/de.json';
import placesEnGB from './messages/places/en-GB.json';
import placesFr from './messages/places/fr.json';
import accountsDe from './messages/accounts/de.json';
import accountsEnGB from './messages/accounts/en-GB.json';
import accountsFr from './messages/accounts/fr.json';
import applicationsDe from './messages/applications/de.json';
import applicationsEnGB from './messages/applications/en-GB.json';
import applicationsFr from './messages/applications/fr.json';
import privacyDe from './messages/privacy/de.json';
import privacyEnGB from './messages/privacy/en-GB.json';
import privacyFr from './messages/privacy/fr.json';
import socialDe from './messages/social/de.json';
import socialEnGB from './messages/social/en-GB.json';
import socialFr from './messages/social/fr.json';
import privacyDataDe from './messages/privacy-data/de.json';
import privacyDataEnGB from './messages/privacy-data/en-GB.json';
import privacyDataFr from './messages/privacy-data/fr.json';
import searchDe from './messages/search/de.json';
import searchEnGB from './messages/search/en-GB.json';
import searchFr from './messages/search/fr.json';
import organizationEditDe from './messages/organization-edit/de.json';
import organizationEditEnGB from './messages/organization-edit/en-GB.json';
import organizationEditFr from './messages/organization-edit/fr.json';
import resumesDe from './messages/resumes/de.json';
import resumesEnGB from './messages/resumes/en-GB.json';
import resumesFr from './messages/resumes/fr.json';
import resumeRecruitingDe from './messages/resume-recruiting/de.json';
import resumeRecruitingEnGB from './messages/resume-recruiting/en-GB.json';
import resumeRecruitingFr from './messages/resume-recruiting/fr.json';
import alertsDe from './messages/alerts/de.json';
import alertsEnGB from './messages/alerts/en-GB.json';
import alertsFr from './messages/alerts/fr.json';
import bookmarksDe from './messages/bookmarks/de.json';
import bookmarksEnGB from './messages/bookmarks/en-GB.json';
import bookmarksFr from './messages/bookmarks/fr.json';
import jobWizardDe from './messages/job-wizard/de.json';
import jobWizardEnGB from './messages/job-wizard/en-GB.json';
import jobWizardFr from './messages/job-wizard/fr.json';
import jobManagerDe from './messages/job-manager/de.json';
import jobManagerEnGB from './messages/job-manager/en-GB.json';
import jobManagerFr from './messages/job-manager/fr.json';
import commerceDe from './messages/commerce/de.json';
import commerceEnGB from './messages/commerce/en-GB.json';
import commerceFr from './messages/commerce/fr.json';
import communicationDe from './messages/communication/de.json';
import communicationEnGB from './messages/communication/en-GB.json';
import communicationFr from './messages/communication/fr.json';
import searchPageDe from './messages/search-page/de.json';
import searchPageEnGB from './messages/search-page/en-GB.json';
import searchPageFr from './messages/search-page/fr.json';
import organizationDirectoryDe from './messages/organization-directory/de.json';
import organizationDirectoryEnGB from './messages/organization-directory/en-GB.json';
import organizationDirectoryFr from './messages/organization-directory/fr.json';
import newsletterDe from './messages/newsletter/de.json';
import newsletterEnGB from './messages/newsletter/en-GB.json';
import newsletterFr from './messages/newsletter/fr.json';
import commerceAdminDe from './messages/commerce-admin/de.json';
import commerceAdminEnGB from './messages/commerce-admin/en-GB.json';
import commerceAdminFr from './messages/commerce-admin/fr.json';
import consentAdminDe from './messages/consent-admin/de.json';
import consentAdminEnGB from './messages/consent-admin/en-GB.json';
import consentAdminFr from './messages/consent-admin/fr.json';
import landingPageAdminDe from './messages/landing-page-admin/de.json';
import landingPageAdminEnGB from './messages/landing-page-admin/en-GB.json';
import landingPageAdminFr from './messages/landing-page-admin/fr.json';
import homePicksDe from './messages/home-picks/de.json';
import homePicksEnGB from './messages/home-picks/en-GB.json';
import homePicksFr from './messages/home-picks/fr.json';
import legalAdminDe from './messages/legal-admin/de.json';
import legalAdminEnGB from './messages/legal-admin/en-GB.json';
import legalAdminFr from './messages/legal-admin/fr.json';
import blogAdminDe from './messages/blog-admin/de.json';
import blogAdminEnGB from './messages/blog-admin/en-GB.json';
import blogAdminFr from './messages/blog-admin/fr.json';
import configAdminDe from './messages/config-admin/de.json';
import configAdminEnGB from './messages/config-admin/en-GB.json';
import configAdminFr from './messages/config-admin/fr.json';
import staffDe from './messages/staff/de.json';
import staffEnGB from './messages/staff/en-GB.json';
import staffFr from './messages/staff/fr.json';
import commerceCreditNoteDe from './messages/commerce-credit-note/de.json';
import commerceCreditNoteEnGB from './messages/commerce-credit-note/en-GB.json';
import commerceCreditNoteFr from './messages/commerce-credit-note/fr.json';
import staffOrganizationsDe from './messages/staff-organizations/de.json';
import staffOrganizationsEnGB from './messages/staff-organizations/en-GB.json';
import staffOrganizationsFr from './messages/staff-organizations/fr.json';
import staffSectionsDe from './messages/staff-sections/de.json';
import staffSectionsEnGB from './messages/staff-sections/en-GB.json';
import staffSectionsFr from './messages/staff-sections/fr.json';
import organizationSectionsDe from './messages/organization-sections/de.json';
import organizationSectionsEnGB from './messages/organization-sections/en-GB.json';
import organizationSectionsFr from './messages/organization-sections/fr.json';
import formPostsDe from './messages/form-posts/de.json';
import formPostsEnGB from './messages/form-posts/en-GB.json';
import formPostsFr from './messages/form-posts/fr.json';
import { mergeMessages, type Messages } from './messages';

/**
 * Feature message files (`messages/<feature>/<locale>.json`) merged over the core files, so features
 * add their strings without editing one shared file. Add a feature by importing its three files here.
 */
const FEATURES: ReadonlyArray<Record<Locale, Messages>> = [
  { de: blogDe, 'en-GB': blogEnGB, fr: blogFr },
  { de: privacyDe, 'en-GB': privacyEnGB, fr: privacyFr },
  { de: consentDe, 'en-GB': consentEnGB, fr: consentFr },
  { de: organizationsDe, 'en-GB': organizationsEnGB, fr: organizationsFr },
  { de: jobPageDe, 'en-GB': jobPageEnGB, fr: jobPageFr },
  { de: placesDe, 'en-GB': placesEnGB, fr: placesFr },
  { de: accountsDe, 'en-GB': accountsEnGB, fr: accountsFr },
  // After accounts: these add keys under accounts.errors / accounts.notice / accounts.mail.
  { de: socialDe, 'en-GB': socialEnGB, fr: socialFr },
  { de: privacyDataDe, 'en-GB': privacyDataEnGB, fr: privacyDataFr },
  { de: searchDe, 'en-GB': searchEnGB, fr: searchFr },
  { de: applicationsDe, 'en-GB': applicationsEnGB, fr: applicationsFr },
  { de: organizationEditDe, 'en-GB': organizationEditEnGB, fr: organizationEditFr },
  { de: bookmarksDe, 'en-GB': bookmarksEnGB, fr: bookmarksFr },
  { de: alertsDe, 'en-GB': alertsEnGB, fr: alertsFr },
  { de: jobWizardDe, 'en-GB': jobWizardEnGB, fr: jobWizardFr },
  { de: jobManagerDe, 'en-GB': jobManagerEnGB, fr: jobManagerFr },
  { de: commerceDe, 'en-GB': commerceEnGB, fr: commerceFr },
  { de: communicationDe, 'en-GB': communicationEnGB, fr: communicationFr },
  { de: resumesDe, 'en-GB': resumesEnGB, fr: resumesFr },
  { de: resumeRecruitingDe, 'en-GB': resumeRecruitingEnGB, fr: resumeRecruitingFr },
  { de: searchPageDe, 'en-GB': searchPageEnGB, fr: searchPageFr },
  { de: organizationDirectoryDe, 'en-GB': organizationDirectoryEnGB, fr: organizationDirectoryFr },
  { de: newsletterDe, 'en-GB': newsletterEnGB, fr: newsletterFr },
  { de: commerceAdminDe, 'en-GB': commerceAdminEnGB, fr: commerceAdminFr },
  { de: consentAdminDe, 'en-GB': consentAdminEnGB, fr: consentAdminFr },
  { de: legalAdminDe, 'en-GB': legalAdminEnGB, fr: legalAdminFr },
  { de: homePicksDe, 'en-GB': homePicksEnGB, fr: homePicksFr },
  { de: landingPageAdminDe, 'en-GB': landingPageAdminEnGB, fr: landingPageAdminFr },
  { de: blogAdminDe, 'en-GB': blogAdminEnGB, fr: blogAdminFr },
  { de: configAdminDe, 'en-GB': configAdminEnGB, fr: configAdminFr },
  { de: organizationSectionsDe, 'en-GB': organizationSectionsEnGB, fr: organizationSectionsFr },
  { de: trackingDe, 'en-GB': trackingEnGB, fr: trackingFr },
  { de: formPostsDe, 'en-GB': formPostsEnGB, fr: formPostsFr },
  { de: aiWritingDe, 'en-GB': aiWritingEnGB, fr: aiWritingFr },
  { de: staffDe, 'en-GB': staffEnGB, fr: staffFr },
  { de: statisticsDe, 'en-GB': statisticsEnGB, fr: statisticsFr },
  { de: organizationTeamDe, 'en-GB': organizationTeamEnGB, fr: organizationTeamFr },
  // After staff: the users, jobs and organizations sections add keys under staff.
  { de: staffSectionsDe, 'en-GB': staffSectionsEnGB, fr: staffSectionsFr },
  { de: staffOrganizationsDe, 'en-GB': staffOrganizationsEnGB, fr: staffOrganizationsFr },
  { de: jobImportDe, 'en-GB': jobImportEnGB, fr: jobImportFr },
  // After staff: adds the order cancellation's entry under staff.actions.
  { de: commerceCreditNoteDe, 'en-GB': commerceCreditNoteEnGB, fr: commerceCreditNoteFr },
];

/** The product's own messages, bundled with the server code (no file reads per request). */
export const BUNDLED_MESSAGES: Record<Locale, Messages> = {
  de: mergeMessages(de, ...FEATURES.map((f) => f.de)),
  'en-GB': mergeMessages(enGB, ...FEATURES.map((f) => f['en-GB'])),
  fr: mergeMessages(fr, ...FEATURES.map((f) => f.fr)),
};
