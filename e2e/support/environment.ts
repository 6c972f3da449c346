/** What global-setup tells the specs about the running product (through the environment). */
export interface ProductUnderTest {
  /** e.g. `http://localhost:41234` */
  baseUrl: string;
  mailFolder: string;
  databaseUrl: string;
  admin: { username: string; password: string };
}

export function productUnderTest(): ProductUnderTest {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl)
    throw new Error('E2E_BASE_URL is not set: run the specs through jest (support/global-setup.ts starts the product)');
  return {
    baseUrl,
    mailFolder: process.env.E2E_MAIL_FOLDER ?? '',
    databaseUrl: process.env.E2E_DATABASE_URL ?? '',
    admin: { username: process.env.E2E_ADMIN_USERNAME ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' },
  };
}
