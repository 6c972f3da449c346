/**
 * Structured data for search engines. `<` is escaped so no text inside the data can close the script element.
 * A data block is never executed, so the page's script policy does not apply to it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
