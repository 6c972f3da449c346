/** The back-office's name in the header, the login card and the page title. */
export const PRODUCT_ADMIN_TITLE = 'Syokimau Coworking Hub Admin';
export const PRODUCT_ADMIN_SUBTITLE = 'Co-working Space Management';
