import { HeadContent, Scripts } from '@tanstack/react-router';

/**
 * When the shell itself cannot be built (site or messages unavailable) there is no theme and no
 * translation yet: a plain German/English page without any error details.
 */
export function RootErrorDocument() {
  return (
    <html lang="de">
      <head>
        <HeadContent />
        <title>Fehler / Error</title>
      </head>
      <body style={{ fontFamily: 'Lato, Arial, sans-serif', margin: '3rem auto', maxWidth: 640, padding: '0 1rem', lineHeight: 1.5 }}>
        <h1>Etwas ist schiefgelaufen</h1>
        <p>Die Seite konnte gerade nicht geladen werden. Bitte versuche es gleich noch einmal.</p>
        <p lang="en">Something went wrong. Please try again in a moment.</p>
        <p>
          <a href="/">Startseite / Home</a>
        </p>
        <Scripts />
      </body>
    </html>
  );
}
