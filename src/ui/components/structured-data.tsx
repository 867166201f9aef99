import { serializeJsonLd, type JsonLd } from '../../domain/job/job-posting-structured-data';

/**
 * A JSON-LD block. serializeJsonLd escapes `<`, `>` and `&`, so text from a job (e.g. `</script>` in a
 * description) cannot close the element; `type` keeps browsers from running it.
 */
export function StructuredData({ data }: { data: JsonLd }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from serializeJsonLd, which escapes <, > and &
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
