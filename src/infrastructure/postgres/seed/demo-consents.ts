import type { Translated } from '../../../domain/shared/locale';

/** Demo consent infos: the terms (privacy policy at registration) and the newsletter. */
export interface DemoConsentInfo {
  readonly type: string;
  readonly placement: string;
  readonly optIn: boolean;
  /** Revisions oldest first, each effective `daysAgo` days before the seed's "now". */
  readonly revisions: ReadonlyArray<{ readonly daysAgo: number; readonly texts: Translated }>;
}

export const DEMO_CONSENT_INFOS: readonly DemoConsentInfo[] = [
  {
    type: 'PRIVACY_POLICY',
    placement: 'REGISTRATION',
    optIn: true,
    revisions: [
      {
        daysAgo: 400,
        texts: {
          de: '<p>Wir verarbeiten Ihre Daten, um Ihr Konto zu führen und Ihre Bewerbungen zu übermitteln.</p>',
          'en-GB': '<p>We process your data to run your account and to forward your applications.</p>',
          fr: '<p>Nous traitons vos données pour gérer votre compte et transmettre vos candidatures.</p>',
        },
      },
      {
        daysAgo: 7,
        texts: {
          de: '<p>Wir haben unsere Nutzungsbedingungen und die Datenschutzerklärung aktualisiert: Bewerbungsunterlagen werden jetzt <strong>sechs Monate</strong> nach Abschluss des Verfahrens gelöscht, und Sie können Ihre Daten jederzeit exportieren.</p>',
          'en-GB':
            '<p>We have updated our terms and conditions and our privacy policy: application documents are now deleted <strong>six months</strong> after the process ends, and you can export your data at any time.</p>',
          fr: '<p>Nous avons mis à jour nos conditions générales et notre politique de confidentialité : les dossiers de candidature sont désormais supprimés <strong>six mois</strong> après la fin de la procédure, et vous pouvez exporter vos données à tout moment.</p>',
        },
      },
    ],
  },
  {
    // The privacy notice of the application form (applications slice): every application records it.
    type: 'PRIVACY_POLICY',
    placement: 'APPLICATION',
    optIn: true,
    revisions: [
      {
        daysAgo: 30,
        texts: {
          de: '<p>Ich bin damit einverstanden, dass meine Angaben und Unterlagen an das ausschreibende Unternehmen übermittelt und für dieses Bewerbungsverfahren verarbeitet werden. Sie werden sechs Monate nach dessen Abschluss gelöscht.</p>',
          'en-GB':
            '<p>I agree that my details and documents are passed to the employer advertising this job and processed for this application. They are deleted six months after the process ends.</p>',
          fr: '<p>J’accepte que mes informations et documents soient transmis à l’employeur qui publie cette offre et traités pour cette candidature. Ils sont supprimés six mois après la fin de la procédure.</p>',
        },
      },
    ],
  },
  {
    type: 'NEWSLETTER',
    placement: 'NEWSLETTER',
    optIn: true,
    revisions: [
      {
        daysAgo: 200,
        texts: {
          de: '<p>Ja, ich möchte den Newsletter mit neuen Stellenangeboten und Tipps erhalten. Die Einwilligung kann ich jederzeit widerrufen.</p>',
          'en-GB': '<p>Yes, I would like to receive the newsletter with new vacancies and tips. I can withdraw my consent at any time.</p>',
          fr: '<p>Oui, je souhaite recevoir la newsletter avec de nouvelles offres et des conseils. Je peux retirer mon consentement à tout moment.</p>',
        },
      },
    ],
  },
];
