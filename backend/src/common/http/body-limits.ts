/**
 * The largest JSON (or form) body the API reads: every form and admin edit is far below it, and a client cannot make
 * the server buffer more. The same 100 KB the API accepted before it moved to Fastify.
 */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;
